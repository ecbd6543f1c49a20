// Telepathic Alien Kidnappers (premiere/telepathicalienkidnappers), event:
// "Plays on table. At end of each turn, guess a card type and point to a card in your opponent's hand. Card must be
// shown. If guessed correctly, card is discarded."
// At the end of every turn (either player's), before the card draw, its player guesses (`card.guess`: a card type and
// a card of the opponent's hand); Rulings "cumulative": one copy each turn for each player who has one.
import { guessOpponentsCardAtEndOfEachTurn, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const telepathicAlienKidnappers: CardText = {
  blueprint: 'premiere/telepathicalienkidnappers',
  plays: onTheTable,
  whileInPlay: [guessOpponentsCardAtEndOfEachTurn],
};
