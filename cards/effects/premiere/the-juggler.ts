// The Juggler (premiere/thejuggler), interrupt:
// "Choose any player to re-shuffle the cards in their draw deck."
import { onAnyPlayer, shuffleDrawDeck } from '../build';
import type { CardText } from '../language';

export const theJuggler: CardText = {
  blueprint: 'premiere/thejuggler',
  plays: onAnyPlayer,
  immediate: [shuffleDrawDeck('chosenPlayer')],
};
