// Incoming Message - Cardassian (ds9/incomingmessagecardassian), interrupt:
// "Your ship must immediately return to the nearest Cardassian outpost, full speed. Place on one Cardassian ship until outpost
// reached, then discard."
import { incomingMessageTests } from '../incoming-message-test-support';

describe('incomingMessageCardassian', () => {
  incomingMessageTests({ card: 'Incoming Message - Cardassian', affiliation: 'Cardassian', ship: 'Galor' });
});
