// Nagilum (premiere/nagilum), [S] dilemma, 5 bonus points:
// "Half of crew is killed (random selection, round down) unless 3 Diplomacy OR STRENGTH>40 aboard. Discard dilemma."
import { above, either, kill, random, requires, select, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const nagilum: DilemmaDeclaration = {
  blueprint: 'premiere/nagilum',
  effects: [
    unless(requires(either(skill('Diplomacy', 3), above('STRENGTH', 40))), [
      select('half', random('half')),
      kill('half'),
    ]),
  ],
  disposition: 'discardDilemma',
};
