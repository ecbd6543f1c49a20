// D'Tan (au/dtan), personnel, special skill:
// "Where present, Romulans without Treachery are INTEGRITY +1."
// "Romulans": personnel of the Romulan species (a printed characteristic), whoever controls them, himself included;
// not "(Cumulative.)" (Rulebook 12.9).
import { allOf, attribute, characteristic, hasSkill, modify, not, ofType } from '../../language/build';
import type { CardText } from '../../language/language';

export const dtan: CardText = {
  blueprint: 'au/dtan',
  whileInPlay: [
    modify('cardsPresent', attribute('INTEGRITY'), 'add', 1, {
      filter: allOf(ofType('Personnel'), characteristic('Romulan'), not(hasSkill('Treachery'))),
    }),
  ],
};
