// Kahlest (qc/kahlest), personnel, special skill:
// "Klingons with Honor are STRENGTH +2 where present."
// "Klingons": personnel of the Klingon species (a printed characteristic, as 1 Tribble's "non-Klingon"), whoever
// controls them, herself included (she is a Klingon with Honor); not "(Cumulative.)" (Rulebook 12.9).
import { allOf, attribute, characteristic, hasSkill, modify, ofType } from '../../language/build';
import type { CardText } from '../../language/language';

export const kahlest: CardText = {
  blueprint: 'qc/kahlest',
  whileInPlay: [
    modify('cardsPresent', attribute('STRENGTH'), 'add', 2, {
      filter: allOf(ofType('Personnel'), characteristic('Klingon'), hasSkill('Honor')),
    }),
  ],
};
