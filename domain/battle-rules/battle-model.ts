// Rulebook 7.4 Battle: the commands that initiate a battle and answer its decisions. The state of a battle under way
// (kept in `GameState.battle` so that any decision point persists and restores) is domain/core/battle-state.ts,
// re-exported here. A battle is one action: the battle machine (battle/battle.machine.ts) owns the game state from
// initiation to resolution.
import type { BattleEvent, PersonnelInitiateCommand, Strike } from '../core/battle-state';
import type { CardId, LocationId, PlayerId } from '../core/game-state';

export type {
  Battle,
  BattleEvent,
  FireResult,
  MultipleTargets,
  PersonnelBattle,
  PersonnelInitiateCommand,
  ShipBattle,
  Strike,
  Tactics,
} from '../core/battle-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Initiate a battle (Rulebook 7.4, stage 1 Initiation). Personnel battle: `place` is where the two forces are present
 * with each other (a planet surface, or aboard a ship or facility); `attackers` is the attacking crew or Away Team,
 * `defenders` the targeted crew or Away Team (stage 3 Form Up then sets aside those who may not fight). Ship battle: `attackers` are the ships and facilities of the attacking force,
 * `target` the one opposing ship or facility targeted.
 */
export type InitiateCommand = PersonnelInitiateCommand | ShipInitiateCommand;

export interface ShipInitiateCommand {
  readonly type: 'battle.initiate';
  readonly player: PlayerId;
  readonly kind: 'ship';
  readonly location: LocationId;
  readonly attackers: ReadonlyArray<CardId>;
  readonly target: CardId;
}

/** Personnel battle, stage 4: the controller of the stronger adversary chooses its strike. */
export interface StrikeCommand {
  readonly type: 'battle.strike';
  readonly player: PlayerId;
  readonly strike: Strike;
}

/**
 * Ship battle, stage 1: the defender adds compatible cards with WEAPONS at the location to the defending force, and
 * says whether to return fire, and at which card of the attacking force (null: no return fire).
 */
export interface DefendCommand {
  readonly type: 'battle.defend';
  readonly player: PlayerId;
  readonly joining: ReadonlyArray<CardId>;
  readonly returnFireAt: CardId | null;
}

/** Ship battle, stage 3 Tactics: draw the next Tactic card from your open Battle Bridge side deck (up to two). */
export interface TacticDrawCommand {
  readonly type: 'tactic.draw';
  readonly player: PlayerId;
}

/**
 * Ship battle, stage 3 Tactics: play one drawn Tactic face down as your current tactic (null: none); the other drawn
 * Tactics return face up to the side deck.
 */
export interface TacticPlayCommand {
  readonly type: 'tactic.play';
  readonly player: PlayerId;
  readonly card: CardId | null;
}

export type TacticCommand = TacticDrawCommand | TacticPlayCommand;

export type BattleCommand = InitiateCommand | StrikeCommand | DefendCommand | TacticCommand;

/**
 * A battle no player initiates: a self-controlled card (Borg Ship dilemma: "End of every turn: Attacks all ships")
 * attacks every target at its location.
 */
export interface SelfControlledAttack {
  readonly kind: 'selfControlled';
  readonly attacker: CardId;
  readonly location: LocationId;
  readonly targets: ReadonlyArray<CardId>;
}

/** What the battle machine outputs besides the game. */
export interface BattleReport {
  readonly kind: 'personnel' | 'ship';
  readonly attacker: PlayerId;
  readonly location: LocationId;
  readonly winner: PlayerId | null;
  readonly events: ReadonlyArray<BattleEvent>;
}
