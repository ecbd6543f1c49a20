// Kurlan Naiskos (premiere/kurlannaiskos), artifact:
// "Place in hand until played on any ship as an Event card. If ship has all 7 personnel types aboard, its RANGE,
// WEAPONS and SHIELDS are tripled. (Not cumulative.)"
// Earned to hand (Rulebook 7.2), it plays as an Event card with the normal card play; the seven personnel types are
// the seven classifications of the time (ANIMAL came later).
import { attribute, ifHostHasAboard, modify, ofType, onCard } from '../../language/build';
import type { CardText } from '../../language/language';

export const kurlanNaiskos: CardText = {
  blueprint: 'premiere/kurlannaiskos',
  playsAs: 'event',
  plays: onCard(ofType('Ship')),
  whileInPlay: [
    modify('host', [attribute('RANGE'), attribute('WEAPONS'), attribute('SHIELDS')], 'multiply', 3, {
      condition: ifHostHasAboard(
        'OFFICER',
        'ENGINEER',
        'MEDICAL',
        'SCIENCE',
        'SECURITY',
        'V.I.P.',
        'CIVILIAN',
      ),
    }),
  ],
};
