// Res-Q (premiere/resq), event:
// "Regenerates a card. Exchange this event for any one card from your discard pile."
// The exchange: the chosen card goes to your hand, Res-Q to your discard pile.
import { noTarget, take } from '../../language/build';
import type { CardText } from '../../language/language';

export const resQ: CardText = {
  blueprint: 'premiere/resq',
  plays: noTarget,
  immediate: [take('discard')],
  afterUse: 'discard',
};
