// Cosmic String Fragment (premiere/cosmicstringfragment), [S] dilemma, 5 bonus points:
// "Ship is sucked in and destroyed unless Astrophysics OR ENGINEER OR Navigation aboard. Discard dilemma."
import { destroy, either, requires, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const cosmicStringFragment: DilemmaDeclaration = {
  blueprint: 'premiere/cosmicstringfragment',
  effects: [
    unless(requires(either(skill('Astrophysics'), skill('ENGINEER'), skill('Navigation'))), [
      destroy('ship'),
    ]),
  ],
  disposition: 'discardDilemma',
};
