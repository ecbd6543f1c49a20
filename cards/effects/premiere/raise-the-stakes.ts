// Raise the Stakes (premiere/raisethestakes), event:
// "Your opponent must forfeit the game OR agree the eventual winner may randomly select and keep one card from
// loser's 60-card deck. (Cumulative.)"
// The event enters play on the table (Rulebook "Playing a Card"); its opponent answers at once (`stakes.answer`).
// Forfeiting ends the game; an agreed copy stays in play and stakes one card each, recorded in the game result: a
// lasting modifier of the game's stakes (README "End of the game", Rulebook 12.11 S.A.M. "add"; copies add up, 12.9).
import { addToStakes, onTheTable, opponentForfeitsOrAgreesStakes } from '../../language/build';
import type { CardText } from '../../language/language';

export const raiseTheStakes: CardText = {
  blueprint: 'premiere/raisethestakes',
  plays: onTheTable,
  immediate: [opponentForfeitsOrAgreesStakes],
  whileInPlay: [addToStakes(1)],
  cumulative: true,
};
