// Birth of "Junior" (premiere/Birth-of-Junior), [S] dilemma:
// "Place on ship. End of each turn, RANGE reduced by 1; if reduced to 0, ship destroyed. Nullify with 3 ENGINEER."
// "Each turn" is each turn of the ship's controller (Rulebook 12.2 "each").
import {
  destroy,
  ifElse,
  modify,
  nullify,
  placeOn,
  requires,
  shipAttributeAtMost,
  skill,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const birthOfJunior: DilemmaDeclaration = {
  blueprint: 'premiere/Birth-of-Junior',
  effects: [nullify(requires(skill('ENGINEER', 3))), placeOn('ship')],
  disposition: 'reseeds',
  lasting: [
    {
      kind: 'atEndOfTurn',
      whose: 'hostController',
      effects: [modify('ship', 'RANGE', -1), ifElse(shipAttributeAtMost('RANGE', 0), [destroy('ship')])],
    },
  ],
};
