// Incoming Message - Ferengi (roa/incomingmessageferengi), interrupt:
// "Your ship must immediately return to the nearest Ferengi outpost, full speed. Place on one Ferengi ship until outpost
// reached, then discard."
// The text of the Premiere Incoming Messages with another affiliation (premiere/incoming-message.ts).
import { incomingMessage } from '../premiere/incoming-message';

export const incomingMessageFerengi = incomingMessage('roa/incomingmessageferengi', 'Ferengi');
