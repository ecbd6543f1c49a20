// Shakaar Edon (ds9/ShakaarEdona), personnel, special skill:
// "Other Bajorans present are STRENGTH +2."
// "Bajorans": the Bajoran characteristic, by affiliation or species (Rulebook "Characteristics" L1112), anyone's.
import { attribute, characteristic, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const shakaarEdon: CardText = {
  blueprint: 'ds9/ShakaarEdona',
  whileInPlay: [
    modify('othersPresent', attribute('STRENGTH'), 'add', 2, { filter: characteristic('Bajoran') }),
  ],
};
