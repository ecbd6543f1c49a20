// Captain Worf (TNG/tng_79V), personnel, special skill:
// "If with {any K'Ehleyr}, both are attributes all +2."
// "{any K'Ehleyr}": a personnel whose title has the word K'Ehleyr (K'Ehleyr, Commander K'Ehleyr).
import { allAttributes, allOf, bothIfWith, ofType, titleWord } from '../../language/build';
import type { CardText } from '../../language/language';

export const captainWorf: CardText = {
  blueprint: 'TNG/tng_79V',
  whileInPlay: bothIfWith(allOf(ofType('Personnel'), titleWord("K'Ehleyr")), allAttributes, 2),
};
