// Shuttle Crash (tnz/TNZ7), [S/P] dilemma:
// "Stops one Youth personnel (opponent's choice) then one OFFICER (your choice). To get past requires 2 Navigation and
// (CUNNING>45 at [S] OR STRENGTH>45 at [P])."
// "At [S]" and "at [P]" are the kind of attempt (Rulings "dual-icon missions": a [S/P] dilemma faces the crew or the
// Away Team): the requirement is read for the mission the dilemma is met on, by those left after the stops (Rulebook
// 10.2.1 Stopped: stopped personnel leave the team). Youth is a skill; OFFICER a classification, which counts as one.
import {
  above,
  all,
  chosenBy,
  hasSkill,
  requires,
  select,
  skill,
  stop,
  toGetPast,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const shuttleCrash: DilemmaDeclaration = {
  blueprint: 'tnz/TNZ7',
  effects: [
    select('youth', chosenBy('opponent'), { filter: hasSkill('Youth') }),
    stop('youth'),
    select('officer', chosenBy('encountering'), { filter: hasSkill('OFFICER') }),
    stop('officer'),
    {
      type: 'byMission',
      space: [toGetPast(requires(all(skill('Navigation', 2), above('CUNNING', 45))))],
      planet: [toGetPast(requires(all(skill('Navigation', 2), above('STRENGTH', 45))))],
    },
  ],
  disposition: 'reseeds',
};
