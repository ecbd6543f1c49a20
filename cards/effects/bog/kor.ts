// Kor (bog/kor), personnel, special skill:
// "Other Klingons present are each STRENGTH +2."
// "Klingons": personnel with the Klingon characteristic, by affiliation or species (Rulebook "Characteristics" L1112),
// anyone's; not cumulative (Rulebook 12.9).
import { attribute, characteristic, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const kor: CardText = {
  blueprint: 'bog/kor',
  whileInPlay: [
    modify('othersPresent', attribute('STRENGTH'), 'add', 2, { filter: characteristic('Klingon') }),
  ],
};
