// Incoming Message - Federation and - Romulan (premiere/incomingmessagefederation, …romulan), interrupts:
// "Your ship must immediately return to the nearest Federation outpost, full speed. Place on one Federation ship until outpost
// reached, then discard." (the Klingon card's own tests are in incoming-message-klingon.test.ts)

import { incomingMessageTests } from '../incoming-message-test-support';

const cases = [
  { affiliation: 'Federation', ship: 'U.S.S. Enterprise', other: "I.K.C. K'Vort" },
  { affiliation: 'Romulan', ship: 'Khazara', other: 'U.S.S. Enterprise' },
] as const;

describe.each(cases)('incomingMessage $affiliation', ({ affiliation, ship, other }) => {
  incomingMessageTests({ card: `Incoming Message - ${affiliation}`, affiliation, ship, other });
});
