// Iconian Computer Weapon (premiere/iconiancomputerweapon), [S] dilemma:
// "Unless SCIENCE present, re-boot by discarding all non-personnel cards in hand and replenish from top of draw
// deck. Discard dilemma."
// "Replenish": draw as many cards as were discarded (Rulebook "Draw").
import {
  discard,
  drawAsManyAs,
  everyone,
  not,
  ofType,
  requires,
  select,
  skill,
  unless,
  yourHand,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const iconianComputerWeapon: DilemmaDeclaration = {
  blueprint: 'premiere/iconiancomputerweapon',
  effects: [
    unless(requires(skill('SCIENCE')), [
      select('rebooted', everyone, { from: yourHand, filter: not(ofType('Personnel')) }),
      discard('rebooted'),
      drawAsManyAs('rebooted'),
    ]),
  ],
  disposition: 'discardDilemma',
};
