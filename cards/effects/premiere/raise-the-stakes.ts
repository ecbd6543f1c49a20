// Raise the Stakes (premiere/raisethestakes), event:
// "Your opponent must forfeit the game OR agree the eventual winner may randomly select and keep one card from
// loser's 60-card deck. (Cumulative.)"
// Played face up, its player's opponent names one option (the general verb option by the opponent, a follow-up
// decision `card.decide`) while the event is being played, not yet in play (Rulebook "Playing a Card" L319: "If the
// card's immediate effects do not discard the card played, it enters play"; domain/card-effects/after-use.ts).
// `forfeit`: the stakes refused, the event is discarded and the opponent forfeits the game (the general verb forfeit,
// Rulebook L331), the stakes of the copies agreed before it recorded; `agree`: the event enters play on the table, and
// its lasting modifier of the game's stakes adds one card to the game result (README "End of the game", Rulebook 12.11
// S.A.M. "add"; copies add up, 12.9).
import { addToStakes, discard, forfeit, onTheTable, opponentsOption, thisCard } from '../../language/build';
import type { CardText } from '../../language/language';

export const raiseTheStakes: CardText = {
  blueprint: 'premiere/raisethestakes',
  plays: onTheTable,
  immediate: [
    opponentsOption(
      { label: 'forfeit', effects: [discard(thisCard), forfeit('opponent')] },
      { label: 'agree', effects: [] },
    ),
  ],
  whileInPlay: [addToStakes(1)],
  cumulative: true,
};
