// The game state: plain, immutable, JSON-serialisable data owned by exactly one actor at a time.
// Rulebook "Seed Phases", "Playing the Game", "Leaving Play": where every card is, whose turn it is.
import type { BlueprintId, Quadrant } from '../cards/blueprint';
import type { RandomState } from './random';
import type { Modifier } from './sam';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export type PlayerId = string;
/** A card instance in one game, e.g. `p1-07`. */
export type CardId = string;
/** A spaceline location, named by the id of the first mission card placed there. */
export type LocationId = CardId;

/**
 * Where a card is. Every card is in exactly one zone; ordered zones list their cards in `GameState.zones`.
 * Piles are ordered top first.
 */
export type Zone =
  // a player's piles (Rulebook "Building a Deck", "Leaving Play", "Point area")
  | { readonly kind: 'drawDeck'; readonly player: PlayerId }
  | { readonly kind: 'hand'; readonly player: PlayerId }
  | { readonly kind: 'discard'; readonly player: PlayerId }
  | { readonly kind: 'outOfPlay'; readonly player: PlayerId }
  | { readonly kind: 'pointArea'; readonly player: PlayerId }
  | { readonly kind: 'seedDeck'; readonly player: PlayerId }
  | { readonly kind: 'missionPile'; readonly player: PlayerId }
  | { readonly kind: 'sitePile'; readonly player: PlayerId }
  | { readonly kind: 'sideDeck'; readonly player: PlayerId; readonly name: string }
  // the spaceline: a mission card is part of a location (Rulebook "Mission Phase")
  | { readonly kind: 'spaceline'; readonly location: LocationId }
  // seed cards under a mission, the bottom one is encountered first (Rulebook "Dilemma Phase")
  | { readonly kind: 'underMission'; readonly location: LocationId }
  // ships and facilities in space at a location; facilities on a planet are here too
  | { readonly kind: 'atLocation'; readonly location: LocationId }
  // personnel and equipment on a planet surface (Rulebook 7.1.1 Beam)
  | { readonly kind: 'planetSurface'; readonly location: LocationId }
  // personnel and equipment aboard a ship or facility (crew)
  | { readonly kind: 'aboard'; readonly carrier: CardId }
  // a ship docked at a facility (Rulebook 7.1.4 Dock & Undock)
  | { readonly kind: 'docked'; readonly facility: CardId }
  // cards played on the table (events, objectives, doorways, incidents) or on another card
  | { readonly kind: 'table'; readonly player: PlayerId }
  | { readonly kind: 'playedOn'; readonly host: CardId }
  // seed cards set aside face up during a mission attempt, to be earned (Rulebook 7.2 "Solving a Mission")
  | { readonly kind: 'setAside'; readonly location: LocationId };

/** A stable string for a zone, the key of `GameState.zones`. */
export type ZoneKey = string;

/** One card instance in this game. */
export interface CardInstance {
  readonly id: CardId;
  readonly blueprint: BlueprintId;
  readonly owner: PlayerId;
  /** Rulebook 12.3 "Control": usually the owner. */
  readonly controller: PlayerId;
  readonly zone: Zone;
  readonly faceUp: boolean;
  /** Rulebook 10.2.1 Stopped. */
  readonly stopped: boolean;
  /** Rulebook 7.5.1 Damage: markers on a ship or facility. */
  readonly damage: number;
  /** Rulebook "Multi-affiliation cards": the current affiliation, null for cards with none. */
  readonly affiliation: string | null;
  /** The player whose dilemma stack this seed card belongs to, for seed cards under a mission. */
  readonly seededBy: PlayerId | null;
}

/** A spaceline location: one mission card, or two for a shared mission (Rulebook "Mission Phase"). */
export interface Location {
  readonly id: LocationId;
  readonly quadrant: Quadrant;
  /** The mission cards at this location, first placed first. */
  readonly missions: ReadonlyArray<CardId>;
  /** The player who solved it, or null (Rulebook 7.2 "Solving a Mission"). */
  readonly completedBy: PlayerId | null;
}

export interface PlayerState {
  readonly id: PlayerId;
  readonly score: number;
}

export type Phase = 'doorway' | 'mission' | 'dilemma' | 'facility' | 'play' | 'over';

/** Turn data (Rulebook "Playing the Game", 12.2 Turns). */
export interface TurnState {
  readonly number: number;
  readonly active: PlayerId;
  readonly normalCardPlayUsed: boolean;
  readonly ordersBegun: boolean;
  /** Rulebook "General Quarters: The Personnel Download Limit": once every turn, either player's turn. */
  readonly personnelDownloaded: boolean;
}

export interface GameState {
  /** Both players, starting player first. */
  readonly players: readonly [PlayerState, PlayerState];
  readonly cards: Readonly<Record<CardId, CardInstance>>;
  /** Ordered card lists by zone key; a zone with no cards may be absent. */
  readonly zones: Readonly<Record<ZoneKey, ReadonlyArray<CardId>>>;
  readonly locations: Readonly<Record<LocationId, Location>>;
  /** One spaceline per quadrant, left to right (Rulebook "Mission Phase"). */
  readonly spacelines: Readonly<Partial<Record<Quadrant, ReadonlyArray<LocationId>>>>;
  readonly phase: Phase;
  readonly turn: TurnState;
  /** Rulebook "Once Per Game": card titles (or icons) a player has used, as `<player>:<key>`. */
  readonly oncePerGame: ReadonlyArray<string>;
  /** Lasting modifiers in play (Rulebook 12.11 S.A.M.). */
  readonly modifiers: ReadonlyArray<Modifier>;
  readonly random: RandomState;
  readonly winner: PlayerId | null;
}
