// Camp Khitomer (tmp/130campkhitomer; reprinted VP/89VP, a copy), time location, [P], Alpha Quadrant:
// "Seeds or plays on table. Native to this timeline: all cards with both [Films] and [AU] icon. Once per turn, one such
// card reporting at this location may report for free."
// Its location line, "2293 Khitomer", is not in the card data: Rulebook "Time Locations" gives it ("Camp Khitomer states
// that it is located on 2293 Khitomer, so it is paired with the mission Khitomer Research").
import type { CardText } from '../../language/language';
import { withIcons } from '../../language/time-location-language';

export const campKhitomer: CardText = {
  blueprint: 'tmp/130campkhitomer',
  timeLocation: {
    year: 2293,
    correspondsTo: ['Khitomer Research'],
    natives: [withIcons('Films', 'AU')],
    oneNativeReportsFreeEachTurn: true,
  },
};
