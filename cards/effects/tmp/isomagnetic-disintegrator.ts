// Isomagnetic Disintegrator (tmp/017isomagneticdisintegrat; reprinted TMPR 17 V, HF2 16 V), event:
// "Plays on table. Shuffle your hand into your discard pile, then exchange your discard pile for your draw deck. Draw
// four cards (may not be converted to downloads). Discard event."
// The exchange: the discard pile goes under the draw deck in its order, then the cards of the draw deck go to the
// discard pile (Rulebook "Discard Pile", "Draw Deck"). A draw by card text is never converted to a download (Rulebook
// "Downloading": only the end-of-turn draw may be, domain/turn/end-of-turn-draw.ts).
import {
  discard,
  discardPileOf,
  draw,
  drawDeckOf,
  handOf,
  onTheTable,
  placeOnDrawDeck,
  select,
  shuffleInto,
  theSelected,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const isomagneticDisintegrator: CardText = {
  blueprint: 'tmp/017isomagneticdisintegrat',
  plays: onTheTable,
  immediate: [
    shuffleInto(handOf('you'), 'discard'),
    select('formerDrawDeck', drawDeckOf('you')),
    placeOnDrawDeck(discardPileOf('you'), 'bottom'),
    discard(theSelected('formerDrawDeck')),
    draw('you', 4),
  ],
  afterUse: 'discard',
};
