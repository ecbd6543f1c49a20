// Incoming Message - Ferengi (roa/incomingmessageferengi), interrupt:
// "Your ship must immediately return to the nearest Ferengi outpost, full speed. Place on one Ferengi ship until outpost
// reached, then discard."
import { incomingMessageTests } from '../incoming-message-test-support';

describe('incomingMessageFerengi', () => {
  incomingMessageTests({
    card: 'Incoming Message - Ferengi',
    affiliation: 'Ferengi',
    ship: "D'Kora Transport",
  });
});
