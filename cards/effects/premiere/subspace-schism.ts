// Subspace Schism (premiere/subspaceschism), interrupt:
// "Plays within five seconds of either players' card draw. That player must discard that card and re-draw."
// A valid response to a card draw (the end-of-turn draw, or a card text's draw), targeting a card just drawn still in
// its drawer's hand; the re-draw is a card draw too (Rulings "Subspace Schism"), which may be answered in turn.
import { cardDrawn } from '../../language/build-responses';
import { discard, draw, theTarget } from '../../language/build-verbs';
import type { CardText } from '../../language/language';

export const subspaceSchism: CardText = {
  blueprint: 'premiere/subspaceschism',
  respondsTo: cardDrawn('anyone'),
  immediate: [discard(theTarget), draw('targetOwner', 1)],
};
