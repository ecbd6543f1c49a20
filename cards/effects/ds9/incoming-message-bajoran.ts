// Incoming Message - Bajoran (ds9/incomingmessagebajoran), interrupt:
// "Your ship must immediately return to the nearest Bajoran outpost, full speed. Place on one Bajoran ship until outpost
// reached, then discard."
// The text of the Premiere Incoming Messages with another affiliation (premiere/incoming-message.ts).
import { incomingMessage } from '../premiere/incoming-message';

export const incomingMessageBajoran = incomingMessage('ds9/incomingmessagebajoran', 'Bajoran');
