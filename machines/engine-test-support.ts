// Test support for games driven through the engine facade: a game started from a scenario state, and commands sent as
// a player would send them (a refused one fails the test with its rule).
import * as E from 'fp-ts/Either';
import type { CardId, GameState } from '../domain/core/game-state';
import {
  type Command,
  createGame,
  type Game,
  type GameOptions,
  legalActions,
  send,
  startGame,
} from './engine';

/** A game between two decks that must be legal. */
export const created = (options: GameOptions): Game => {
  const game = createGame(options);
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
};

/** A game started from a scenario state as `startGame` starts it (a play-phase state: at the start of the turn). */
export const started = (initial: GameState): Game => {
  const game = startGame(initial);
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
};

/**
 * A game started from a scenario state with the active player's turn decision pending in it; the play phase still
 * begins at the start of the turn (stopped cards unstop, the card play is fresh, RANGE resets), as with `started`.
 */
export const acting = (initial: GameState): Game =>
  started({ ...initial, pending: { player: initial.turn.active, decision: 'turn.act' } });

/** The game after a command it must accept (advanced in place); a refused command throws its rule. */
export const sent = (game: Game, command: Command): Game => {
  const result = send(game, command);
  if (E.isLeft(result)) throw new Error(`${command.type}: ${result.left.rule}: ${result.left.message}`);
  return result.right;
};

/**
 * The game after p1's ships attack `target` in a ship battle (a scenario state on p1's turn), p2 defends alone without
 * returning fire, and p1 draws one Tactic and plays it: `tactic`, the top card of its Battle Bridge side deck.
 */
export const shipBattleWithTactic = (initial: GameState, target: CardId, tactic: CardId): Game => {
  const game = acting(initial);
  const attack = legalActions(game).find(
    (c) => c.type === 'battle.initiate' && c.kind === 'ship' && c.target === target,
  ) as Command;
  const defended = sent(sent(game, attack), {
    type: 'battle.defend',
    player: 'p2',
    joining: [],
    returnFireAt: null,
  });
  return sent(sent(defended, { type: 'tactic.draw', player: 'p1' }), {
    type: 'tactic.play',
    player: 'p1',
    card: tactic,
  });
};
