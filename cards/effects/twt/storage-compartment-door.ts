// Storage Compartment Door (twt/storagecompartmentdoor), doorway:
// "Place one atop Tribble side deck during the seed phase. Side deck is now open and in play. Once each turn, you may
// draw up to 3 cards from side deck, then play or discard each. OR Stock in deck and play (once each turn) to download
// from your Tribble side deck one Trouble or Tribble card, or to nullify any card that is closing another Storage
// Compartment Door; then discard doorway."
// The first function is built in (seeded atop the side deck in the doorway phase: domain/deck-building/side-decks.ts; its draw:
// domain/tribbles/tribble-side-deck.ts). The second: played from hand as a doorway (Rulebook "Playing 'At Any Time'": at any
// time of your own turn, no card play used), once each turn for the title (Rulebook "once each turn"), downloading a
// card of your open Tribble side deck to a place the tribble rules allow (domain/card-effects/tribble-download.ts),
// then discarded. "Or to nullify any card that is closing another Storage Compartment Door" is never legal: no card
// closing doorways is implemented.
import { anyOf, ofType, onTheTable } from '../../language/build';
import { downloadFromSideDeck } from '../../language/build-side-decks';
import type { CardText } from '../../language/language';

export const storageCompartmentDoor: CardText = {
  blueprint: 'twt/storagecompartmentdoor',
  plays: onTheTable,
  immediate: [downloadFromSideDeck('Tribble', anyOf(ofType('Trouble'), ofType('Tribble')))],
  afterUse: 'discard',
  oncePerTurn: true,
};
