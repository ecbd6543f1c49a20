// Primitive Humanoids (ha/8primitivehumanoids), [P] dilemma:
// "Unless 2 Leadership and Anthropology present, place two Away Team members (random selection) with dilemma atop
// mission until solved (or planet assimilated)."
// The verb `hold` of Alien Abduction ("held atop mission"): the dilemma enters play on the mission with the two placed
// under it, in no Away Team, until the mission is solved ("Nullified when mission completed" in Alien Abduction's
// words), when they are released onto the planet. Unmet, the dilemma is failed (the attempt fails, the rest of the team
// is stopped); placed, it is not reseeded. "(or planet assimilated)": no card or rule of the engine assimilates a
// planet (the Borg affiliation's rules are outside the basic rulebook, L1411; Assimilate Planet is not declared).
import {
  all,
  hold,
  missionCompleted,
  nullify,
  placeOn,
  random,
  requires,
  select,
  skill,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const primitiveHumanoids: DilemmaDeclaration = {
  blueprint: 'ha/8primitivehumanoids',
  effects: [
    nullify(missionCompleted),
    unless(requires(all(skill('Leadership', 2), skill('Anthropology'))), [
      select('captured', random(2)),
      placeOn('mission'),
      hold('captured'),
    ]),
  ],
  disposition: 'reseeds',
};
