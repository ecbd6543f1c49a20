// Distortion of Space/Time Continuum (premiere/Distortion-of-ST-Continuum), interrupt:
// "Plays on any ship. 'Unstops' ship, crew, and ship's Away Teams and restores any of this turn's RANGE already used
// by that ship."
// The general verbs unstop (Rulebook 10.2.1 L1038: a ship unstopped with its crew; Rulings "stopped": cards stopped for
// a duration may still be unstopped by it) and restoreRange (Rulebook 7.1.5 Move). The engine does not record which ship
// an Away Team came from: by Rulings "Away Team and crew" (an Away Team is associated with one ship), the ship's Away
// Teams are read as its controller's personnel on the planet surface at its location who are compatible with it
// (`awayTeamsOfShip`, domain/card-effects/away-team.ts). Any ship, anyone's.
import { awayTeamsOfShip, ofType, onCard, restoreRange, theTarget, unstop } from '../../language/build';
import type { CardText } from '../../language/language';

export const distortionOfSpaceTimeContinuum: CardText = {
  blueprint: 'premiere/Distortion-of-ST-Continuum',
  plays: onCard(ofType('Ship')),
  immediate: [unstop(theTarget), unstop(awayTeamsOfShip(theTarget)), restoreRange(theTarget)],
};
