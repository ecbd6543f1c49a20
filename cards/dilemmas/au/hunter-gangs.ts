// Hunter Gangs (au/huntergangs), [P] dilemma:
// "Two Away Team members (random selection) are chased. Examine cards separately. Personnel escapes if CUNNING even,
// killed if odd. Discard dilemma."
// CUNNING as it is now (Rulebook 12.11: after modifiers).
import { everyone, kill, odd, random, select, selection } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const hunterGangs: DilemmaDeclaration = {
  blueprint: 'au/huntergangs',
  effects: [
    select('chased', random(2)),
    select('caught', everyone, { from: selection('chased'), filter: odd('CUNNING') }),
    kill('caught'),
  ],
  disposition: 'discardDilemma',
};
