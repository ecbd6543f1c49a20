// ARCHITECTURE "Every player decision is a command": one rule module per kind of decision lists its commands,
// checks one, and applies it. `legalActions` is every candidate that passes the check, so the list and the
// check can never disagree.
import * as E from 'fp-ts/Either';
import type { DecisionKind, GameState, PlayerId } from './game-state';
import { type RuleError, ruleError } from './rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Every command carries its type and the player who gives it. */
export interface CommandBase {
  readonly type: string;
  readonly player: PlayerId;
}

/** The rules of one kind of decision. */
export interface DecisionRule<C extends CommandBase> {
  /** The command types this decision accepts. */
  readonly commandTypes: ReadonlyArray<C['type']>;
  /** A superset of the legal commands for `player` (each is then checked, unless `candidatesAreLegal`). */
  readonly candidates: (player: PlayerId) => (game: GameState) => ReadonlyArray<C>;
  /**
   * True when `candidates` builds exactly the legal commands, so listing them needs no check of each
   * (a property test, `properties/legal-actions.prop.test.ts`, holds every listed command to `check`).
   */
  readonly candidatesAreLegal?: boolean;
  /** Right when the command is legal now, else the rule it breaks. */
  readonly check: (command: C) => (game: GameState) => E.Either<RuleError, void>;
  /** The state after a legal command. */
  readonly apply: (command: C) => (game: GameState) => GameState;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The game waiting on `player` for a decision of `kind`.
 * @category constructors
 */
export const awaitDecision =
  (player: PlayerId, decision: DecisionKind) =>
  (game: GameState): GameState => ({ ...game, pending: { player, decision } });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The legal commands for the pending decision, exactly: each candidate that passes the decision's check.
 * @category operations
 */
export const legalCommands =
  <C extends CommandBase>(rule: DecisionRule<C>) =>
  (game: GameState): ReadonlyArray<C> => {
    if (game.pending === null) return [];
    const candidates = rule.candidates(game.pending.player)(game);
    if (rule.candidatesAreLegal === true) return candidates;
    return candidates.filter((command) => E.isRight(rule.check(command)(game)));
  };

// Rulebook "Playing the Game": a player acts only when the game waits on that player's decision.
/**
 * Right when the command answers the pending decision and its rule allows it.
 * @category operations
 */
export const checkCommand =
  <C extends CommandBase>(rule: DecisionRule<C>, command: C) =>
  (game: GameState): E.Either<RuleError, void> => {
    const pending = game.pending;
    if (pending === null)
      return E.left(ruleError('Playing the Game', 'The game is over: no command is accepted.'));
    if (command.player !== pending.player)
      return E.left(
        ruleError(
          'Playing the Game',
          `It is ${pending.player}'s decision (${pending.decision}), not ${command.player}'s.`,
        ),
      );
    if (!rule.commandTypes.includes(command.type))
      return E.left(
        ruleError(
          'Playing the Game',
          `The game waits on ${pending.decision}; ${command.type} is not an answer to it (expected ${rule.commandTypes.join(' or ')}).`,
        ),
      );
    return rule.check(command)(game);
  };
