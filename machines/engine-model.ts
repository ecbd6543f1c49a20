// The engine facade's types (machines/engine.ts): a live game, where it began, the options that start one, and the
// errors of a save or a scenario that does not start.
import type { Actor, InspectionEvent, Observer } from 'xstate';
import type { Deck } from '../cards/deck-list';
import type { GameState, PlayerId } from '../domain/core/game-state';
import type { RulesEdition } from '../domain/core/rules-options';
import type * as Decisions from '../domain/game/decisions';
import type { gameMachine } from './game.machine';
import type { GameLog } from './game-log';

export type Command = Decisions.Command;

/** Where a game began: two decks and a seed, or a state built by the scenario builder. */
export type GameOrigin =
  | {
      readonly kind: 'decks';
      readonly decks: readonly [Deck, Deck];
      readonly seed: number;
      readonly startingPlayer: PlayerId;
      readonly players?: readonly [PlayerId, PlayerId];
      readonly rules?: RulesEdition;
      readonly allowUnimplemented?: boolean;
    }
  | { readonly kind: 'scenario'; readonly initial: GameState; readonly midTurn?: true };

/**
 * A live game: where it began. `send` advances it; its actor and log are the engine's alone (kept out of sight, see
 * `GameParts`), so a caller reaches them only through the API (`state`, `log`, `persist`...), never around `send`.
 */
export interface Game {
  readonly origin: GameOrigin;
}

/** What the engine keeps of a game, beside it: the root actor and the log of the commands it has accepted. */
export interface GameParts {
  readonly actor: Actor<typeof gameMachine>;
  readonly log: GameLog;
}

export interface GameOptions {
  readonly decks: readonly [Deck, Deck];
  readonly seed: number;
  /** The starting player (Rulebook "Seed Phases"); by default a seeded coin toss. */
  readonly startingPlayer?: PlayerId;
  /** Player ids, in the order of `decks`; default `p1`, `p2`. */
  readonly players?: readonly [PlayerId, PlayerId];
  /**
   * The rulebook edition where the rulebook v2.5.6 (2024) and the Current Rulings of 2000-06-26 disagree (README
   * "Rulebook edition"): default `'rulebook-2024'`; `'current-rulings-2000'` for the Decipher-era rulings.
   */
  readonly rules?: RulesEdition;
  /**
   * README "No silent blank cards": a deck with a card whose game text is not implemented is refused, every such card
   * named; with `true` they play as blank cards, the log says when one matters, and `result.blankCards` lists them.
   */
  readonly allowUnimplemented?: boolean;
  /** An XState inspection observer, e.g. the Stately inspector's. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/** Why a persisted game could not be restored. */
export interface RestoreError {
  readonly rule: 'Restore';
  readonly message: string;
}

/** Why a scenario state cannot start a game. */
export interface ScenarioError {
  readonly rule: 'Scenario';
  readonly message: string;
}
