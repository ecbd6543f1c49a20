// Static Warp Bubble (premiere/staticwarpbubble), event:
// "Plays on table. Opponent must discard one card before ending each turn. (Not cumulative.)"
// The opponent chooses a card of their hand to discard (`card.discard`) before they may end each of their turns.
import { onTheTable, opponentDiscardsBeforeEndingTurn } from '../../language/build';
import type { CardText } from '../../language/language';

export const staticWarpBubble: CardText = {
  blueprint: 'premiere/staticwarpbubble',
  plays: onTheTable,
  whileInPlay: [opponentDiscardsBeforeEndingTurn],
};
