// Slingshot Effect (SSttR/ssttr3), doorway:
// "Seeds on table. Your [AU][Films] personnel, ships and facilities (and [AU] cards of other card types) may seed and
// play. Once each turn, your [Films] ship may time travel between a time location and its corresponding spaceline
// location. {Temporal Investigations} is nullified."
// It seeds in the doorway phase (Rulebook "Doorway Phase"); it has no text to play from hand. "Once each turn": once
// each turn for its player, whatever the copies (Rulings "once each turn"); the time travel is the order
// `ship.timeTravel` (domain/orders/time-travel.ts).
import { allOf, allow, anyOf, not, nullifies, ofType, yours } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

const personnelShipOrFacility = anyOf(ofType('Personnel'), ofType('Ship'), ofType('Facility'));

export const slingshotEffect: CardText = {
  blueprint: 'SSttR/ssttr3',
  whileInPlay: [
    allow('enterFromAlternateUniverse', {
      cards: allOf(
        yours,
        icon('AU'),
        anyOf(allOf(icon('Films'), personnelShipOrFacility), not(personnelShipOrFacility)),
      ),
    }),
    allow('timeTravel', { cards: allOf(yours, ofType('Ship'), icon('Films')), limit: 'onceEachTurn' }),
    nullifies('Temporal Investigations'),
  ],
};
