// Raktajino (HF6/HF6_28; first printed Emissary 19 V), event:
// "Plays to make a unique personnel attributes +2 until end of turn OR shuffle the bottom three personnel and/or ships
// from your discard pile into your draw deck. Discard event."
// Two "OR" functions: on a unique personnel in play, anyone's (Rulebook "Entering Play" L321: not ❖ universal nor ✶
// enigma), its INTEGRITY, CUNNING and STRENGTH +2 for this turn; or the bottom three personnel or ships of its player's
// discard pile shuffled into their draw deck.
import {
  allOf,
  anyOf,
  attribute,
  bottomOf,
  discardPileOf,
  forThisTurn,
  modifiedBy,
  noTarget,
  ofType,
  onCard,
  shuffleInto,
  theTarget,
  unique,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const raktajino: CardText = {
  blueprint: 'HF6/HF6_28',
  plays: onCard(allOf(ofType('Personnel'), unique)),
  immediate: [
    forThisTurn(
      theTarget,
      modifiedBy([attribute('INTEGRITY'), attribute('CUNNING'), attribute('STRENGTH')], 'add', 2),
    ),
  ],
  afterUse: 'discard',
  or: [
    {
      plays: noTarget,
      immediate: [
        shuffleInto(
          bottomOf(3, discardPileOf('you', anyOf(ofType('Personnel'), ofType('Ship')))),
          'drawDeck',
        ),
      ],
      afterUse: 'discard',
    },
  ],
};
