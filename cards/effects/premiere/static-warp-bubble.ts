// Static Warp Bubble (premiere/staticwarpbubble), event:
// "Plays on table. Opponent must discard one card before ending each turn. (Not cumulative.)"
// The opponent chooses a card of their hand to discard (`card.discard`) before they may end each of their turns: the
// general permission `allow('discard')` for its player's opponent, required before ending the turn
// (domain/turn/hand-discard.ts: one discard each turn whatever the copies).
import { allow, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const staticWarpBubble: CardText = {
  blueprint: 'premiere/staticwarpbubble',
  plays: onTheTable,
  whileInPlay: [allow('discard', { forOpponent: true, required: 'beforeEndingTurn' })],
};
