// Thought Maker (premiere/thoughtmaker), artifact:
// "Place in hand until played once as an Interrupt card. Look at opponent's draw deck for ten seconds and rearrange
// as desired."
// Earned to hand (Rulebook 7.2), it plays as an Interrupt card and is then discarded ("once"). The player sees the
// opponent's draw deck until the end of the turn, and after it resolves chooses the new order from the top, one
// card at a time, or stops and keeps the rest in their order (`card.choose`): "rearrange" is the general verb
// `place`, the cards of the deck back on top of it in any order.
import { drawDeckOf, lookAt, noTarget, placeOnTopInAnyOrder } from '../../language/build';
import type { CardText } from '../../language/language';

export const thoughtMaker: CardText = {
  blueprint: 'premiere/thoughtmaker',
  playsAs: 'interrupt',
  plays: noTarget,
  immediate: [lookAt('opponentsDrawDeck'), placeOnTopInAnyOrder(drawDeckOf('opponent'))],
};
