// Telepathic Alien Kidnappers (premiere/telepathicalienkidnappers), event:
// "Plays on table. At end of each turn, guess a card type and point to a card in your opponent's hand. Card must be
// shown. If guessed correctly, card is discarded."
// At the end of every turn (either player's), before the card draw, its player guesses (`card.guess`: a card type and
// a card of the opponent's hand, the selection `guessedTypeOf`), the card is shown, and discarded when its type was
// guessed (domain/card-effects/hand-guess.ts); Rulings "cumulative": one copy each turn for each player who has one.
import {
  atEndOfTurn,
  discard,
  everyPlayersTurn,
  guessedTypeOf,
  handOf,
  onTheTable,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const telepathicAlienKidnappers: CardText = {
  blueprint: 'premiere/telepathicalienkidnappers',
  plays: onTheTable,
  triggers: [atEndOfTurn(everyPlayersTurn, discard(guessedTypeOf(handOf('opponent'))))],
};
