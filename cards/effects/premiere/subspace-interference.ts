// Subspace Interference (premiere/subspaceinterference), interrupt:
// "Prevents (nullifies) reception of {Incoming Message} OR {Hail} OR {Subspace Schism}. Both cards are discarded."
// A valid response to one of those cards just played: it is nullified to its owner's discard pile, and this
// interrupt is discarded after use. An Incoming Message already placed on a ship is not answered (no Incoming Message
// or Hail is implemented yet, so only Subspace Schism can be answered today).
import { anyOf, discard, theTarget, titled } from '../../language/build';
import { cardPlayed } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const subspaceInterference: CardText = {
  blueprint: 'premiere/subspaceinterference',
  respondsTo: cardPlayed({
    filter: anyOf(titled('Incoming Message'), titled('Hail'), titled('Subspace Schism')),
  }),
  immediate: [discard(theTarget)],
};
