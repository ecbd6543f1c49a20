// The immediate effects only valid responses and "at any time" plays have (cards/language/build-responses.ts): what
// Emergency Transporter Armbands do when they resolve (Subspace Schism is the general verbs `discard` and `draw`;
// Energy Vortex is the general verb `returnToHand`, return-to-hand.ts). Registered in `immediateEffects`
// (immediate.ts) beside the other immediate effects.

import { beamAlong } from './emergency-beam';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Beams the player's personnel (and equipment) along the route the play chose.
 * @category operations
 */
export const beamYourPersonnel: Interpreter<'beamYourPersonnel'> = (_effect, choices) => (game) =>
  choices.route === undefined ? game : beamAlong(choices.player, choices.route)(game);
