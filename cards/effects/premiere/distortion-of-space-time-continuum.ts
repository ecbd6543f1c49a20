// Distortion of Space/Time Continuum (premiere/Distortion-of-ST-Continuum), interrupt:
// "Plays on any ship. 'Unstops' ship, crew, and ship's Away Teams and restores any of this turn's RANGE already used
// by that ship."
// The engine does not record which ship an Away Team came from: by Rulings "Away Team and crew" (an Away Team is
// associated with one ship), the ship's Away Teams are read as its controller's stopped personnel on the planet
// surface at its location who are compatible with it (domain/card-effects/unstop.ts). Any ship, anyone's.
import { ofType, onCard } from '../../language/build';
import { unstopTargetShipAndRestoreRange } from '../../language/build-movement';
import type { CardText } from '../../language/language';

export const distortionOfSpaceTimeContinuum: CardText = {
  blueprint: 'premiere/Distortion-of-ST-Continuum',
  plays: onCard(ofType('Ship')),
  immediate: [unstopTargetShipAndRestoreRange],
};
