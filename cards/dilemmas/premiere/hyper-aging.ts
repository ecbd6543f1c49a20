// Hyper-Aging (premiere/HyperAging), [P] dilemma, countdown 4, 5 points:
// "Entire Away Team is quarantined (dies when countdown expires). Cure with SCIENCE and 2 MEDICAL."
// The dilemma enters play on the mission (its countdown counts on its owner's turns); the Away Team are its long-term
// targets, quarantined (none may leave the planet) and killed when the countdown expires. The cure is met by the
// encountering player's personnel on the planet, and scores the points.
import {
  affect,
  affected,
  all,
  cure,
  everyone,
  kill,
  placeOn,
  requires,
  select,
  skill,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const hyperAging: DilemmaDeclaration = {
  blueprint: 'premiere/HyperAging',
  effects: [
    placeOn('mission'),
    select('aging', everyone),
    affect('aging', 'quarantined'),
    cure(requires(all(skill('SCIENCE'), skill('MEDICAL', 2)))),
  ],
  disposition: 'reseeds',
  lasting: [
    { kind: 'whenCountdownExpires', effects: [select('aged', everyone, { from: affected }), kill('aged')] },
  ],
};
