// Raise the Stakes (premiere/raisethestakes), event:
// "Your opponent must forfeit the game OR agree the eventual winner may randomly select and keep one card from
// loser's 60-card deck. (Cumulative.)"
// The event enters play on the table (Rulebook "Playing a Card"); its opponent answers at once (`stakes.answer`).
// Forfeiting ends the game; an agreed copy stays in play and stakes one card each, recorded in the game result.
import {
  onTheTable,
  opponentForfeitsOrAgreesStakes,
  winnerKeepsRandomCardOfLoser,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const raiseTheStakes: CardText = {
  blueprint: 'premiere/raisethestakes',
  plays: onTheTable,
  immediate: [opponentForfeitsOrAgreesStakes],
  whileInPlay: [winnerKeepsRandomCardOfLoser],
  cumulative: true,
};
