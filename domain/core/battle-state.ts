// Rulebook 7.4 Battle: the shape of a battle under way, kept in GameState.battle so that any decision point persists
// and restores (the rules of its stages are in domain/battle-rules/, the statechart that runs them in battle/), and the
// counter-attack rights a battle leaves (GameState.counterAttacks).
import type { DamageSymbol } from '../../cards/blueprint';
import type { GeneralVerb } from '../../cards/language/language';
import type { CardId, LocationId, PlayerId, Zone } from './card-instance';
import type { Pending } from './pending-decision';

export interface PersonnelInitiateCommand {
  readonly type: 'battle.initiate';
  readonly player: PlayerId;
  readonly kind: 'personnel';
  readonly place: Zone;
  readonly attackers: ReadonlyArray<CardId>;
  readonly defenders: ReadonlyArray<CardId>;
}

/** Personnel battle, stage 4 Combat: what the stronger adversary's controller does to the weaker one. */
export type Strike = 'stun' | 'mortallyWound' | 'spare';

/** One thing that happened during the battle, for the game log. */
export interface BattleEvent {
  readonly card: CardId | null;
  readonly text: string;
}

/** Personnel battle under way (stages 1 Initiation to 6 Resolution). */
export interface PersonnelBattle {
  readonly kind: 'personnel';
  readonly place: Zone;
  /** Each force, the attacker's first: as initiated (stage 1), then as formed up (stage 3 Form Up). */
  readonly forces: readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>];
  /** The combat piles, top first, in the same order as `forces`. */
  readonly piles: readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>];
  /** The adversaries just revealed (attacker's, defender's), or null between pairs. */
  readonly adversaries: readonly [CardId, CardId] | null;
  /** The strike the stronger adversary's controller must choose, or null. */
  readonly awaiting: {
    readonly player: PlayerId;
    readonly target: CardId;
    readonly strikes: ReadonlyArray<Strike>;
  } | null;
  readonly stunned: ReadonlyArray<CardId>;
  readonly mortallyWounded: ReadonlyArray<CardId>;
}

/** The result of one volley (Rulebook 7.4 ship battle, stage 4 Open Fire and stage 5 Return Fire). */
export type FireResult = 'miss' | 'hit' | 'directHit';

/** One volley (stage 4 Open Fire or 5 Return Fire): its target, result, the player firing and their cards that fired. */
export interface FiredVolley {
  readonly target: CardId;
  readonly result: FireResult;
  readonly by: PlayerId;
  readonly firing: ReadonlyArray<CardId>;
}

/** Ship battle under way (stages 1 Initiation to 8 Resolution). */
export interface ShipBattle {
  readonly kind: 'ship';
  /** The attacking force and the defending force (the target first). */
  readonly forces: readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>];
  readonly target: CardId;
  /** The card of the attacking force the defender fires back at; null for no return fire; undefined until decided. */
  readonly returnFireAt?: CardId | null;
  /** Each volley's result, in order (open fire, then return fire), and the player (or self-controlled card's) firing. */
  readonly volleys: ReadonlyArray<FiredVolley>;
  /** Stage 3 Tactics: each player's tactics, the attacker's first; absent before stage 3. */
  readonly tactics?: ReadonlyArray<Tactics>;
  /** HULL damage (percent) each card sustained in this battle, by card. */
  readonly hullDamage: Readonly<Record<CardId, number>>;
  /** A self-controlled attacker's battle against every target at once (Borg Ship); absent in a player's battle. */
  readonly multiple?: MultipleTargets;
  /** Stage 6: the choices the damage left, in order (domain/battle-rules/damage-follow-ups.ts); absent or empty when none. */
  readonly followUps?: ReadonlyArray<DamageFollowUp>;
  /** Stage 6: the ships outside the forces a tactic also hit (Riker Maneuver), destroyed in stage 8 at 100% HULL. */
  readonly alsoHit?: ReadonlyArray<CardId>;
}

/**
 * Rulebook 7.4 ship battle, stage 3 Tactics: the Tactic cards a player with an open Battle Bridge side deck drew (face
 * down on their table), and, once `chosen`, the one played face down as their current tactic (null: none).
 */
export interface Tactics {
  readonly player: PlayerId;
  readonly drawn: ReadonlyArray<CardId>;
  readonly chosen: boolean;
  readonly current: CardId | null;
}

/**
 * Borg Ship dilemma "Attacks all ships" (Rulings "battle – Multiple targets"): the defending force is every target, the
 * attacker fires at each in turn, and each player whose ships are targeted decides in turn whether they return fire.
 */
export interface MultipleTargets {
  /** The players still to decide on return fire, the active player first. */
  readonly deciding: ReadonlyArray<PlayerId>;
  /** The return fire decided so far, in order: the player and the card of the attacking force fired at. */
  readonly returnFire: ReadonlyArray<{ readonly player: PlayerId; readonly at: CardId }>;
}

/** A battle under way. */
export interface Battle {
  readonly attacker: PlayerId;
  readonly defender: PlayerId;
  readonly location: LocationId;
  /** Rulebook 7.4 "Counter-attack": no affiliation restrictions, no leader needed. */
  readonly counterAttack: boolean;
  readonly fight: PersonnelBattle | ShipBattle;
  /** The winning player once stage "Determine Winner" has run (null: no winner); undefined before. */
  readonly winner?: PlayerId | null;
  /**
   * The personnel battle a card's text (the general verb `battle`) initiates at once when this one is over (Klingon
   * Right of Vengeance: "re-attack"), and what its text does in it; absent otherwise.
   */
  readonly reattack?: Reattack;
  /**
   * The cards whose lasting modifiers end with this battle (a card text's `modify` "for this battle": Battle Bridge
   * Door, Klingon Right of Vengeance's doubling), in order; absent when none.
   */
  readonly lastingFrom?: ReadonlyArray<CardId>;
  /**
   * Rulebook 7.4 ship battle, stage 8 Resolution: the personnel a ship battle killed before its resolution (the damage
   * of stage 6, a Tactic's casualties), whose valid responses come with the resolution's; absent when none.
   */
  readonly killedBeforeResolution?: ReadonlyArray<CardId>;
  /** The decision pending when the battle began, given back when it ends. */
  readonly resume: Pending | null;
  readonly events: ReadonlyArray<BattleEvent>;
}

/** A personnel battle a card's text initiates once the battle under way is over ("re-attack"). */
export interface Reattack {
  readonly command: PersonnelInitiateCommand;
  /** The card played: the source of what its text does in that battle. */
  readonly card: CardId;
  /** The verbs its text resolves once that battle has begun ("with double STRENGTH": `modify` for this battle). */
  readonly effects: ReadonlyArray<GeneralVerb>;
}

/**
 * Rulebook 7.4 "Counter-attack": a player attacked may, during their next turn (turn `turn`), attack any of the
 * attacker's cards at the location, without leaders or affiliation restrictions.
 */
export interface CounterAttackRight {
  readonly player: PlayerId;
  readonly against: PlayerId;
  readonly location: LocationId;
  readonly turn: number;
}

/** A choice a Tactic's damage leaves to `player`: a ship also hit, a download, an Event nullified, a ship to steal to. */
export type DamageFollowUp =
  | {
      readonly kind: 'alsoHit';
      readonly player: PlayerId;
      readonly besides: CardId;
      readonly symbols: ReadonlyArray<DamageSymbol>;
    }
  | {
      readonly kind: 'download';
      readonly player: PlayerId;
      readonly host: CardId;
      readonly titles: ReadonlyArray<string>;
    }
  | { readonly kind: 'nullifyEvent'; readonly player: PlayerId; readonly target: CardId }
  | { readonly kind: 'stealEquipment'; readonly player: PlayerId; readonly from: CardId };
