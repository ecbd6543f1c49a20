// Amanda Rogers (premiere/Amanda-Rogers), interrupt:
// "Nullifies any one Interrupt card just played OR any other card just played as an Interrupt card. (Immune to
// Amanda Rogers.)"
// A valid response to a card played as an interrupt, before its results (Rulings "card types": the second half is
// redundant). Nullified, the card goes to its owner's discard pile without its results.
import { discard, theTarget } from '../../language/build';
import { cardPlayed } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const amandaRogers: CardText = {
  blueprint: 'premiere/Amanda-Rogers',
  respondsTo: cardPlayed({ as: ['interrupt'] }),
  immediate: [discard(theTarget)],
  immuneTo: ['Amanda Rogers'],
};
