// Incoming Message - Cardassian (ds9/incomingmessagecardassian), interrupt:
// "Your ship must immediately return to the nearest Cardassian outpost, full speed. Place on one Cardassian ship until outpost
// reached, then discard."
// The text of the Premiere Incoming Messages with another affiliation (premiere/incoming-message.ts).
import { incomingMessage } from '../premiere/incoming-message';

export const incomingMessageCardassian = incomingMessage('ds9/incomingmessagecardassian', 'Cardassian');
