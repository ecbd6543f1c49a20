// One game between automatic players for `stccg simulate`, `inspect` and the simulation workers: the players'
// kinds are given in the order of the decks (p1, p2), whoever wins the starting coin toss.
import * as E from 'fp-ts/Either';
import type { Deck } from '../cards/deck-list';
import type { PlayerId } from '../domain/core/game-state';
import { createGame, type Game, type GameOptions, logLength, pending, send, state } from '../machines/engine';
import { heuristicPlayer } from '../machines/heuristic/player';
import { nextCommand, type Player, randomPlayer } from '../machines/players';
import type { GameEnd } from './summary';

/** The automatic players the command line knows. */
export const playerKinds = ['heuristic', 'random'] as const;
export type PlayerKind = (typeof playerKinds)[number];

/** What a simulated game needs: the two decks and the kinds of their players, in deck order (p1, p2). */
export interface Matchup {
  readonly decks: readonly [Deck, Deck];
  readonly kinds: readonly [PlayerKind, PlayerKind];
  /** The most commands the game may take before it is stopped (a guard against a stuck game). */
  readonly maxCommands: number;
  /** README "No silent blank cards": cards whose game text is not implemented play as blank cards. */
  readonly allowUnimplemented?: boolean;
}

/** How one game of a series ended, as plain data (it crosses from a worker thread). */
export interface GameSummary {
  readonly seed: number;
  readonly commands: number;
  /** The players' ids and scores (starting player first), the phase, turn and result, as `describeEnd` reads them. */
  readonly end: GameEnd;
  /** Each player's kind, by id. */
  readonly kinds: Readonly<Record<PlayerId, PlayerKind>>;
  /** Whether at least one mission was solved. */
  readonly solved: boolean;
}

const deckIds = ['p1', 'p2'] as const;

const makePlayer = (kind: PlayerKind, seed: number): Player =>
  kind === 'heuristic' ? heuristicPlayer(seed) : randomPlayer(seed);

/** Starts a game of `matchup` from `seed`, with an inspector if one is given; a deck the rules refuse throws. */
export const beginGame = (matchup: Matchup, seed: number, inspect?: GameOptions['inspect']): Game => {
  const created = createGame({
    decks: matchup.decks,
    seed,
    ...(matchup.allowUnimplemented === true ? { allowUnimplemented: true } : {}),
    ...(inspect === undefined ? {} : { inspect }),
  });
  if (E.isLeft(created)) throw new Error(created.left.message);
  return created.right;
};

/** The players of `matchup`: p1 (the first deck's) seeded `2·seed+1`, p2 seeded `2·seed+2`. */
export const playersOf = (matchup: Matchup, seed: number): Readonly<Record<PlayerId, Player>> => ({
  p1: makePlayer(matchup.kinds[0], seed * 2 + 1),
  p2: makePlayer(matchup.kinds[1], seed * 2 + 2),
});

/**
 * Sends the play "at any time" another player makes now, else the pending player's choice; false when no decision is
 * pending or its player has none.
 */
export const step = (game: Game, players: Readonly<Record<PlayerId, Player>>): boolean => {
  const waiting = pending(game);
  const next = waiting === null ? null : nextCommand(game, players, waiting.player);
  if (next === null) return false;
  const { player, command } = next;
  const sent = send(game, command);
  if (E.isLeft(sent)) throw new Error(`${player.name} sent an illegal command: ${sent.left.message}`);
  return true;
};

/** Plays one game of `matchup` from `seed` to its end, or until `maxCommands` commands. */
export const playGame = (matchup: Matchup, seed: number): Game => {
  const game = beginGame(matchup, seed);
  const players = playersOf(matchup, seed);
  for (let i = 0; i < matchup.maxCommands && step(game, players); i++);
  return game;
};

/** The summary of a played game. */
export const summarize = (matchup: Matchup, seed: number, game: Game): GameSummary => {
  const end = state(game);
  return {
    seed,
    commands: logLength(game),
    end: {
      phase: end.phase,
      result: end.result,
      turn: { number: end.turn.number },
      players: end.players.map((p) => ({ id: p.id, score: p.score })),
      ...(end.blankCards === undefined ? {} : { blankCards: end.blankCards }),
    },
    kinds: { [deckIds[0]]: matchup.kinds[0], [deckIds[1]]: matchup.kinds[1] },
    solved: Object.values(end.locations).some((l) => l.completedBy !== null),
  };
};
