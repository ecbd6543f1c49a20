// Iconian Computer Weapon (premiere/iconiancomputerweapon), [S] dilemma:
// "Unless SCIENCE present, re-boot by discarding all non-personnel cards in hand and replenish from top of draw
// deck. Discard dilemma."
import { not, ofType, requires, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const iconianComputerWeapon: DilemmaDeclaration = {
  blueprint: 'premiere/iconiancomputerweapon',
  effects: [unless(requires(skill('SCIENCE')), [{ type: 'replaceHand', discard: not(ofType('Personnel')) }])],
  disposition: 'discardDilemma',
};
