// Nausicaans (premiere/nausicaans), [P] dilemma:
// "Three Nausicaans pick a fight. One Away Team member is killed (random selection) unless STRENGTH>44. Discard
// dilemma."
import { above, kill, random, requires, select, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const nausicaans: DilemmaDeclaration = {
  blueprint: 'premiere/nausicaans',
  effects: [unless(requires(above('STRENGTH', 44)), [select('victim', random(1)), kill('victim')])],
  disposition: 'discardDilemma',
};
