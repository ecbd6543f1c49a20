// Disruptor Overload (premiere/Disruptor-Overload), interrupt:
// "Plays on any ship or Away Team. Where present, destroys one Equipment card or one card used as an Equipment card
// (random selection)."
// An Away Team is named by one of its personnel; on a ship, the equipment aboard.
import {
  anyOf,
  destroy,
  inAwayTeam,
  ofType,
  onCard,
  presentWithOf,
  randomOf,
  theTarget,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const disruptorOverload: CardText = {
  blueprint: 'premiere/Disruptor-Overload',
  plays: onCard(anyOf(ofType('Ship'), inAwayTeam)),
  immediate: [destroy(randomOf(1, presentWithOf(theTarget, ofType('Equipment'))))],
};
