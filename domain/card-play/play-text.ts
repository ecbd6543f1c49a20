// Rulebook "Play a Card": the command that plays an event, interrupt or doorway from hand by its declared text (card
// text, cards/effects), and the choices its text makes on the way (a route to beam along, a second Wormhole, a card
// downloaded from a side deck...). The command is the turn chapter's; the card language's interpreters
// (domain/card-effects) check and play it through the card play port (./card-play-port.ts).
import type { CardId, LocationId, PlayerId } from '../core/game-state';
import type { PlayKind } from '../core/play-kind';
import type { Place } from '../orders/places';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Play an event, interrupt or doorway from hand by its declared text: on a card or player it chooses, taking a card. */
export interface PlayText {
  readonly type: 'card.play';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly kind: PlayKind;
  /**
   * The card it plays on (or targets), or the player it chooses, or the route it beams along ("up or down"); absent
   * for "Plays on table" and no target.
   */
  readonly target?: { readonly card: CardId } | { readonly player: PlayerId } | Route;
  /**
   * The card its text takes from your discard pile (Res-Q, Palor Toff), the other personnel whose skills the target
   * gains (Vulcan Mindmeld), or the one card its text chooses (`oneChosenOf`: Mutation's card discarded), when it
   * takes one.
   */
  readonly take?: CardId;
  /** The personnel its text stops for their skills aboard its target (Scan), when it stops some. */
  readonly stop?: ReadonlyArray<CardId>;
  /** The opponents its text kills in the battle just initiated, its player's choice (Honor Challenge). */
  readonly kills?: ReadonlyArray<CardId>;
  /** The return time it announces, in turns (Time Travel Pod: "Pre-announce the return time"). */
  readonly returnIn?: number;
  /** The cards it beams to a neighbouring location and where (Near-Warp Transport). */
  readonly transport?: Transport;
  /** The second Wormhole it plays with and the location its ship relocates to (Wormhole). */
  readonly wormhole?: WormholePair;
  /** The card it downloads from a side deck and the place it plays it at (Storage Compartment Door). */
  readonly download?: SideDeckDownload;
  /** The label of the option of its text's choice ("… OR …") it uses (Battle Bridge Door: `tactics` or `weapons`). */
  readonly option?: string;
  /** The "OR" function of its text it uses, from 1 (`CardText.or`); absent: the text's first function. */
  readonly function?: number;
}

/** Where a beam "up or down" goes: from a planet surface (its mission) to a ship or facility there, or back. */
export interface Route {
  readonly from: Place;
  readonly to: Place;
}

/** What a Near-Warp Transport play beams: these cards aboard its target ship, to this place. */
export interface Transport {
  readonly cards: ReadonlyArray<CardId>;
  readonly destination: Place;
}

/** The card a play downloads from a side deck and the place it plays it at. */
export interface SideDeckDownload {
  readonly card: CardId;
  readonly place: Place;
}

/** The second Wormhole of a play, from its player's hand, and the location the ship relocates to. */
export interface WormholePair {
  readonly pair: CardId;
  readonly destination: LocationId;
}
