// Mutation (voy/mutation; reprinted VP), interrupt:
// "Plays to shuffle top two cards of any discard pile into owner's draw deck. OR Plays once each turn; discard one card
// to draw two."
// Two "OR" functions: on any player, the top two cards of their discard pile shuffled into their owner's draw deck; or,
// once each turn (Rulings "once each turn"), one card of your hand that the play names discarded, then two cards drawn.
import {
  discard,
  discardPileOf,
  draw,
  handOf,
  noTarget,
  onAnyPlayer,
  oneChosenOf,
  shuffleInto,
  topOf,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const mutation: CardText = {
  blueprint: 'voy/mutation',
  plays: onAnyPlayer,
  immediate: [shuffleInto(topOf(2, discardPileOf('chosenPlayer')), 'drawDeck')],
  or: [
    {
      plays: noTarget,
      oncePerTurn: true,
      immediate: [discard(oneChosenOf(handOf('you'))), draw('you', 2)],
    },
  ],
};
