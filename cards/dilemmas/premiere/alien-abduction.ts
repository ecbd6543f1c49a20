// Alien Abduction (premiere/AlienAbduction), [P] dilemma:
// "Most CUNNING Away Team member (owner's choice if tie) is held atop mission. Cure with 3 Leadership. Nullified when
// mission completed."
// The dilemma enters play on the mission with the abducted personnel held under it (in no crew or Away Team); cured by
// the encountering player's personnel on the planet, or nullified once the mission is solved, it releases them onto
// the planet's surface.
import {
  cure,
  highest,
  hold,
  missionCompleted,
  nullify,
  placeOn,
  requires,
  select,
  skill,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const alienAbduction: DilemmaDeclaration = {
  blueprint: 'premiere/AlienAbduction',
  effects: [
    nullify(missionCompleted),
    select('abducted', highest('CUNNING', 1, 'encountering')),
    placeOn('mission'),
    hold('abducted'),
    cure(requires(skill('Leadership', 3))),
  ],
  disposition: 'reseeds',
};
