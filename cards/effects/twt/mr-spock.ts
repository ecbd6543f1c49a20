// Mr. Spock (twt/mrspock), personnel, special skill:
// "If with {Captain Kirk}, both are attributes all +2."
// His "DL/ {Vulcan Nerve Pinch}" is a plain special download (domain/downloads/special-downloads.ts).
import { allAttributes, bothIfWith, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const mrSpock: CardText = {
  blueprint: 'twt/mrspock',
  whileInPlay: bothIfWith(titled('Captain Kirk'), allAttributes, 2),
};
