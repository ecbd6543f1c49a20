// Investigate Derelict (HF4/HMF4_13), space mission, Delphic Expanse Region:
// "When you solve, restores RANGE of all ships in region."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved"): a triggered
// ability of the mission on its own solving (the mission is at its location), the general verb `restoreRange`
// (Rulebook 7.1.5 Move: the RANGE each ship used this turn available again) on every ship at a location of the region,
// anyone's, in space or not (Rulebook "Regions"). "you" is whoever solves it: the effect is the same for either player.
import {
  allInPlay,
  allOf,
  inRegion,
  ofType,
  restoreRange,
  whenMissionSolvedHere,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const investigateDerelict: CardText = {
  blueprint: 'HF4/HMF4_13',
  triggers: [
    whenMissionSolvedHere(
      {},
      restoreRange(allInPlay(allOf(ofType('Ship'), inRegion('Delphic Expanse Region')))),
    ),
  ],
};

/** The reprint of In A Mirror Darkly (IMD/HMF4_13, "Investigate Derelict 2E"), the same text. */
export const investigateDerelictReprint: CardText = { ...investigateDerelict, blueprint: 'IMD/HMF4_13' };
