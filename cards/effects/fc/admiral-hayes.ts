// Admiral Hayes (fc/admiralhayes), personnel, special skill:
// "Each of your Federation ships at same location is WEAPONS +1 and SHIELDS +2."
// "At same location": anywhere at his spaceline location (Rulebook 12.4 "Here"), whether he is aboard one of them, on
// another ship or facility there, or on the planet. Not "(Cumulative.)" (Rulebook 12.9).
import { affiliation, allOf, attribute, modify, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

const yourFederationShips = allOf(yours, ofType('Ship'), affiliation('Federation'));

export const admiralHayes: CardText = {
  blueprint: 'fc/admiralhayes',
  whileInPlay: [
    modify('atSameLocation', attribute('WEAPONS'), 'add', 1, { filter: yourFederationShips }),
    modify('atSameLocation', attribute('SHIELDS'), 'add', 2, { filter: yourFederationShips }),
  ],
};
