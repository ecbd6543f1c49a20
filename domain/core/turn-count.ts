// Rulebook 12.2 TURNS: "each", "every" and "full" turns, and "Once per game" / "once each turn": how card text counts
// turns and uses. Turns alternate, so the player of any turn follows from the current one. "Once each turn" records
// live in `domain/core/this-turn.ts`; this module gives them the rule error a refused use names.
import * as E from 'fp-ts/Either';
import { type GameState, opponentOf, type PlayerId } from './game-state';
import { type RuleError, ruleError } from './rule-error';
import { usedThisTurn, useThisTurn } from './this-turn';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook 12.2: "every" turn is any player's turn; "each" (or "per") turn is a turn of the card's subject. */
export type Frequency = 'every' | 'each';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 12.2: "every" turn means every turn of any player; "each" turn, each turn of the card's subject
/**
 * Whether text that happens "every" turn, or "each" turn of `subject`, happens during the current turn.
 * @category predicates
 */
export const happensThisTurn =
  (frequency: Frequency, subject: PlayerId) =>
  (game: GameState): boolean =>
    frequency === 'every' || game.turn.active === subject;

// Rulebook 12.2: a "full turn" is one complete turn of one player; it does not include the current turn
/**
 * Whether `player` has had a full turn since turn `turn` (a complete turn after it, not the current one).
 * @category predicates
 */
export const isFullTurnSince =
  (turn: number, player: PlayerId) =>
  (game: GameState): boolean =>
    fullTurnsSince(turn, player)(game) > 0;

// Rulebook "Once per game": a card's effect, by title, once per game per player whatever the copies
/**
 * Whether `player` has used the "once per game" text `key` (a card title, or a skill's card title).
 * @category predicates
 */
export const usedOncePerGame =
  (player: PlayerId, key: string) =>
  (game: GameState): boolean =>
    game.oncePerGame.includes(`${player}:${key}`);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The player whose turn `turn` is (turns alternate; any turn number, past or future).
 * @category operations
 */
export const playerOfTurn =
  (turn: number) =>
  (game: GameState): PlayerId =>
    (game.turn.number - turn) % 2 === 0 ? game.turn.active : opponentOf(game.turn.active)(game);

// Rulebook 12.2: a "full turn" is one complete turn of one player, from beginning to end, not the current turn
/**
 * The full turns after turn `turn` and before the current one: of any player, or only of `player` ("each").
 * @category operations
 */
export const fullTurnsSince =
  (turn: number, player?: PlayerId) =>
  (game: GameState): number => {
    const full = Math.max(0, game.turn.number - turn - 1);
    if (player === undefined || full === 0) return full;
    const firstIsPlayers = playerOfTurn(turn + 1)(game) === player;
    return firstIsPlayers ? Math.ceil(full / 2) : Math.floor(full / 2);
  };

// Rulebook "Once per game": "you may use that card's effect only once during a game, no matter how many copies"
/**
 * Records `player`'s use of the "once per game" text `key`, or the rule when they have used it already.
 * @category operations
 */
export const useOncePerGame =
  (player: PlayerId, key: string) =>
  (game: GameState): E.Either<RuleError, GameState> =>
    usedOncePerGame(player, key)(game)
      ? E.left(ruleError('Once per game', `${player} has already used ${key} this game`))
      : E.right({ ...game, oncePerGame: [...game.oncePerGame, `${player}:${key}`] });

// Rulebook "Once per game": "'Once each turn' … you may use the card's effect only as often as the card allows"
/**
 * Records `player`'s use of the "once each turn" text `key` this turn, or the rule when they have used it already.
 * @category operations
 */
export const useOnceEachTurn =
  (player: PlayerId, key: string) =>
  (game: GameState): E.Either<RuleError, GameState> =>
    usedThisTurn(player, key)(game)
      ? E.left(ruleError('Once each turn', `${player} has already used ${key} this turn`))
      : E.right(useThisTurn(player, key)(game));
