// A card instance and where it is: the identifiers, zones and per-card status of the game state
// (Rulebook "Leaving Play", 10.2 statuses). `domain/core/game-state.ts` re-exports these types.

import type { BlueprintId } from '../../cards/blueprint';
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
  // seed cards under a mission, listed top first: the LAST card is the bottom one, encountered first (Rulebook "Dilemma Phase")
  | { readonly kind: 'underMission'; readonly location: LocationId }
  // ships and facilities in space at a location; facilities on a planet are here too
  | { readonly kind: 'atLocation'; readonly location: LocationId }
  // personnel and equipment on a planet surface (Rulebook 7.1.1 Beam)
  | { readonly kind: 'planetSurface'; readonly location: LocationId }
  // personnel and equipment aboard a ship or facility (crew); `site`: the site of a station with sites they are at
  // (Rulebook "Sites" 2.11, domain/sites/station-sites.ts), absent elsewhere. The zone's key ignores it: the station's
  // zone lists its whole complement, the site refines where each card is
  | { readonly kind: 'aboard'; readonly carrier: CardId; readonly site?: CardId }
  // a ship docked at a facility (Rulebook 7.1.4 Dock & Undock); `site`: the station's site it is docked at, as above
  | { readonly kind: 'docked'; readonly facility: CardId; readonly site?: CardId }
  // a ship carried aboard another ship (Rulebook "Carried ships", domain/orders/carry.ts)
  | { readonly kind: 'carried'; readonly carrier: CardId }
  // cards played on the table (events, objectives, doorways, incidents) or on another card
  | { readonly kind: 'table'; readonly player: PlayerId }
  // `from`: for a personnel held with a dilemma (Alien Abduction: "held atop mission"), the ship or facility it was
  // held from, where it goes back when released (domain/cards-in-play/bonus-points.ts); absent otherwise
  | { readonly kind: 'playedOn'; readonly host: CardId; readonly from?: Zone }
  // seed cards set aside face up during a mission attempt, to be earned (Rulebook 7.2 "Solving a Mission")
  | { readonly kind: 'setAside'; readonly location: LocationId }
  // a card announced and placed face up, its results waiting on responses (Rulebook "Playing a Card"); not in play
  | { readonly kind: 'beingPlayed'; readonly player: PlayerId }
  // a ship gone from a location for a while with the cards aboard and on it (Temporal Rift, Time Travel Pod: "Ship
  // disappears"); not in play, at no location. `from`: where the card returns; `until`, for the ship: when it does
  // (domain/card-effects/disappearance.ts)
  | {
      readonly kind: 'disappeared';
      readonly location: LocationId;
      readonly from: Zone;
      readonly until?: Reappearance;
    }
  // a personnel targeted to die that a card in play may save (Genetronic Replicator), until the players have answered;
  // not in play, at no location. `from`: where it was (domain/card-effects/targeted-to-die.ts)
  | { readonly kind: 'dying'; readonly player: PlayerId; readonly from: Zone };

/** When a ship that disappeared reappears: once a card (its countdown) leaves play, or at the end of a turn. */
export type Reappearance = { readonly card: CardId } | { readonly endOfTurn: number };

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
  /** Rulebook 10.2.3 Disabled (e.g. a captive); absent means not disabled. */
  readonly disabled?: boolean;
  /** Rulebook 10.2.4 Stasis; absent means not in stasis. */
  readonly stasis?: boolean;
  /** Rulebook 10.2.10 House Arrest; absent means not under house arrest. */
  readonly houseArrest?: boolean;
  /**
   * Rulebook "Holograms": a [Holo] card in play that is deactivated (and so disabled, 10.2.3); absent means activated
   * (or not a hologram). `deactivatedOnTurn`: the turn an activated hologram was deactivated, when it may not be
   * reactivated; absent when it entered play deactivated (domain/special-rules/holograms.ts).
   */
  readonly deactivated?: boolean;
  readonly deactivatedOnTurn?: number;
  /** Rulebook 10.2 "Quarantine" (e.g. Hyper-Aging): the personnel may not leave where it is; absent means not. */
  readonly quarantined?: boolean;
  /**
   * Rulebook "Leaving Play" long-term targets: for a dilemma in play, the player who encountered it, the personnel it
   * affects and the status it keeps them in while it stays in play (released when it leaves); absent otherwise.
   */
  readonly affects?: Affects;
  /**
   * Rulebook "Required Actions": for a card played on a ship that compels it to travel (Cytherians, Incoming Message),
   * where (any one of `to`; more than one on a tie) and the player compelled; absent otherwise (domain/orders/required-actions.ts).
   */
  readonly requiredMove?: RequiredMove;
  /**
   * A self-controlled ship on the spaceline (Borg Ship dilemma): the spaceline end it moves toward; absent otherwise
   * (domain/battle-rules/self-controlled.ts).
   */
  readonly heading?: LocationId;
  /** Rulebook "Capture": a captive (disabled, 10.2.3) and who holds it how; absent means none (domain/capture/capture.ts). */
  readonly captive?: Captivity;
  /** Rulebook 7.6 Cloak and 7.1.6 Land: a cloaked ship, a ship landed on the planet; absent means neither. */
  readonly cloaked?: boolean;
  readonly landed?: boolean;
  /** Rulebook 7.6 phasing: set with `cloaked` when the ship cloaked by phasing (domain/orders/phasing.ts). */
  readonly phased?: boolean;
  /** Rulebook 7.5.2 Repair: the turn a ship docked, read only while it is docked; absent when unknown (domain/battle-rules/repair.ts). */
  readonly dockedOnTurn?: number;
  /**
   * Rulebook 7.5.2 Repair by card text (Exocomp: "If aboard ship, can repair damage in two of your full turns"): the
   * turn from whose start a repairer has been aboard this damaged ship; absent otherwise (domain/battle-rules/repair.ts).
   */
  readonly repairingSince?: number;
  /** Rulebook 7.5.1 Damage: markers on a ship or facility. */
  readonly damage: number;
  /** Rulebook "Countdown Icon": turns left on the counter of a countdown card in play; absent until it first counts. */
  readonly countdown?: number;
  /**
   * The turn a card played by its declared text entered play, for text timed from it ("until end of turn", "at end of
   * owner's next turn", domain/card-effects/end-of-turn.ts); absent otherwise.
   */
  readonly enteredOnTurn?: number;
  /**
   * Rulebook "Multi-affiliation cards": the affiliation the card is in, null for cards with none. Rules read it through
   * `affiliationOf` (domain/cards-in-play/affiliation.ts), which a card in play may override (Lore's Fingernail).
   */
  readonly affiliation: string | null;
  /** The player whose dilemma stack this seed card belongs to, for seed cards under a mission. */
  readonly seededBy: PlayerId | null;
  /** Rulebook "Infiltration": an infiltrator's record while it infiltrates (and after exposure); absent otherwise. */
  readonly infiltration?: Infiltration;
}

/**
 * Rulebook "Infiltration": the opponent whose crew or Away Team the infiltrator is part of, and the affiliation it
 * reverts to when exposed; `exposed` once uncovered, until it has been away from that opponent's personnel (it may
 * not infiltrate them again before), domain/infiltration/infiltration.ts.
 */
export interface Infiltration {
  readonly into: PlayerId;
  readonly revertsTo: string | null;
  readonly exposed?: boolean;
}

/** The long-term targets of a card in play, and the status (10.2.3 disabled, quarantine) it keeps them in. */
export interface Affects {
  readonly player: PlayerId;
  readonly cards: ReadonlyArray<CardId>;
  readonly status: 'disabled' | 'quarantined' | null;
}

/**
 * Rulebook "Capture": the player who captured a personnel; `trap`, the trap card it is held under (it then sits under
 * it, `playedOn`); `brig`, placed in the brig of the ship or facility it is aboard. Neither: escorted by the captor's
 * crew or Away Team with it, else unattended (domain/capture/capture.ts `holdOf`).
 */
export interface Captivity {
  readonly by: PlayerId;
  readonly trap?: CardId;
  readonly brig?: boolean;
}

/** Rulebook "Required Actions": the locations a ship must travel to, and the player it compels (who scores on arrival). */
export interface RequiredMove {
  readonly to: ReadonlyArray<LocationId>;
  readonly player: PlayerId;
}
