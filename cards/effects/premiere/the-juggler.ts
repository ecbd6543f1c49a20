// The Juggler (premiere/thejuggler), interrupt:
// "Choose any player to re-shuffle the cards in their draw deck."
import { onAnyPlayer, shuffle } from '../../language/build';
import type { CardText } from '../../language/language';

export const theJuggler: CardText = {
  blueprint: 'premiere/thejuggler',
  plays: onAnyPlayer,
  immediate: [shuffle('chosenPlayer', 'drawDeck')],
};
