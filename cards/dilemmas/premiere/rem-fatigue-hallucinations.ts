// REM Fatigue Hallucinations (premiere/REMFatigueHallucinations), [S/P] dilemma, countdown 4, 5 points:
// "Personnel who encountered dilemma die when countdown expires unless cured by 3 MEDICAL OR boarding your outpost."
// It enters play on the ship (space) or the mission (planet), the crew or Away Team its long-term targets. "Boarding
// your outpost" cures it once every one of them still in play is aboard an outpost of yours; 3 MEDICAL is met by your
// crew aboard the ship, or your personnel on the planet. Curing it scores the points.
import {
  affect,
  affected,
  affectedAboardOutpost,
  cure,
  everyone,
  kill,
  or,
  placeOn,
  requires,
  select,
  skill,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const remFatigueHallucinations: DilemmaDeclaration = {
  blueprint: 'premiere/REMFatigueHallucinations',
  effects: [
    { type: 'byMission', space: [placeOn('ship')], planet: [placeOn('mission')] },
    select('tired', everyone),
    affect('tired', null),
    cure(or(requires(skill('MEDICAL', 3)), affectedAboardOutpost)),
  ],
  disposition: 'reseeds',
  lasting: [
    {
      kind: 'whenCountdownExpires',
      effects: [select('hallucinating', everyone, { from: affected }), kill('hallucinating')],
    },
  ],
};
