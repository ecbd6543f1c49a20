// Tox Uthat (premiere/toxuthat), artifact:
// "Place in hand until played on table as an event ({supernova} can be played on later turn) OR as an interrupt
// (prevents {supernova}). Discard after use."
// As an event it enters play on the table, where a later turn's Supernova uses it (and discards it: Supernova's
// `discardYourCardInPlay`). As an interrupt it is a valid response to a Supernova just played, which it nullifies
// (the Supernova goes to the discard pile without its results), then it is discarded.
import { discard, onTheTable, theTarget, titled } from '../../language/build';
import { cardPlayed } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const toxUthat: CardText = {
  blueprint: 'premiere/toxuthat',
  plays: onTheTable,
  playsAs: 'event',
  respondsTo: cardPlayed({ filter: titled('Supernova') }),
  immediate: [discard(theTarget)],
};
