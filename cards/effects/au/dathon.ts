// Dathon (au/dathon), personnel, special skill:
// "Nullifies Tamarian-related dilemmas where present."
// The dilemmas the card data marks "Tamarian-related dilemma": Shaka, When the Walls Fell and I'm Not Going to Fight
// You. Read as Interphase Generator's "Where present, nullifies … dilemmas": one that a crew or Away Team he is present
// with encounters is nullified before it has any effect (domain/card-effects/dilemma-nullifiers.ts).
import { nullifiesWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const dathon: CardText = {
  blueprint: 'au/dathon',
  whileInPlay: [nullifiesWherePresent('Shaka, When the Walls Fell', "I'm Not Going to Fight You")],
};
