// Incoming Message - Bajoran (ds9/incomingmessagebajoran), interrupt:
// "Your ship must immediately return to the nearest Bajoran outpost, full speed. Place on one Bajoran ship until outpost
// reached, then discard."
import { incomingMessageTests } from '../incoming-message-test-support';

describe('incomingMessageBajoran', () => {
  incomingMessageTests({
    card: 'Incoming Message - Bajoran',
    affiliation: 'Bajoran',
    ship: 'Bajoran Scout Vessel',
  });
});
