// Vulcan Lander (fc/vulcanlander), ship:
// "May take off or land (uses 1 RANGE). Your Vulcans may report for duty here."
// Landing and taking off each use 1 RANGE (Rulebook 7.1.6); "report for duty here": aboard it, as Borg Cube's
// "may report aboard" (Rulebook "Reporting for Duty": compatible, native quadrant; domain/card-play/report-aboard.ts).
import { allOf, allow, characteristic, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const vulcanLander: CardText = {
  blueprint: 'fc/vulcanlander',
  whileInPlay: [
    allow('land', { cards: 'self', uses: 1 }),
    allow('reportAboard', {
      cards: allOf(yours, ofType('Personnel'), characteristic('Vulcan')),
      carrier: 'self',
    }),
  ],
};
