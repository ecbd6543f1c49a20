// Issue 16: how a fuzz game begins, from its seed alone: the two bundled decks (one seed in four), a scenario start
// (one in ten, cli/fuzz-scenarios.ts) or decks generated from the bundled ones (cli/fuzz-decks.ts); and the players:
// a heuristic p1 or p2, which attempts missions and starts battles that random play seldom reaches, else two random
// players (`deckKindsOf`, `scenarioKindsOf`).
import * as E from 'fp-ts/Either';
import type { Deck } from '../cards/deck-list';
import { bundledDecks } from '../cards/decks';
import type { PlayerId } from '../domain/core/game-state';
import { fromSeed } from '../domain/core/random';
import { createGame, type Game, startGame } from '../machines/engine';
import { heuristicPlayer } from '../machines/heuristic/player';
import { type Player, randomPlayer } from '../machines/players';
import { generateDeck } from './fuzz-decks';
import { scenarioStarts } from './fuzz-scenarios';
import type { PlayerKind } from './simulated-game';

/** A fuzz game's beginning (two decks, or a scenario's table), its players, and a name for the tally. */
export interface FuzzStart {
  readonly name: string;
  readonly begin: () => Game;
  readonly kinds: readonly [PlayerKind, PlayerKind];
}

const begun = <L extends { readonly message: string }>(name: string, game: E.Either<L, Game>): Game => {
  if (E.isLeft(game)) throw new Error(`the start ${name} is not a legal game: ${game.left.message}`);
  return game.right;
};

const fromDecks = (name: string, decks: readonly [Deck, Deck], seed: number) => () =>
  begun(name, createGame({ decks, seed }));

/**
 * The players of a scenario start (built for a decision random play seldom reaches: the attempt an infiltrator is
 * asked to join): a heuristic p1 one seed in three, a heuristic p2 one in three, else two random players.
 */
const scenarioKindsOf = (seed: number): FuzzStart['kinds'] =>
  seed % 3 === 0 ? ['heuristic', 'random'] : seed % 3 === 1 ? ['random', 'heuristic'] : ['random', 'random'];

/**
 * The players of a game between two decks: a heuristic player one seed in three, p1 in one block of 12 seeds and p2
 * in the next, so that each meets both kinds of decks (`seed % 4`); else two random players. (Issue 16's rate: a
 * heuristic game's decision costs about twice a random game's, its look-ahead judging every candidate; two seeds in
 * three had one before.)
 */
const deckKindsOf = (seed: number): FuzzStart['kinds'] =>
  seed % 3 !== 0
    ? ['random', 'random']
    : Math.floor(seed / 12) % 2 === 0
      ? ['heuristic', 'random']
      : ['random', 'heuristic'];

/** The start of the fuzz game of `seed`. */
export const startOf = (seed: number): FuzzStart => {
  const kinds = deckKindsOf(seed);
  const { federation, klingon } = bundledDecks;
  if (seed % 10 === 7) {
    const start = scenarioStarts[
      Math.floor(seed / 10) % scenarioStarts.length
    ] as (typeof scenarioStarts)[number];
    const begin = () => begun(start.name, startGame(start.build(seed)));
    return { name: start.name, kinds: scenarioKindsOf(seed), begin };
  }
  if (seed % 4 === 0)
    return { name: 'bundled', kinds, begin: fromDecks('bundled', [federation, klingon], seed) };
  const [first, random] = generateDeck(federation, klingon.missions.cards[0], fromSeed(seed ^ 0xdec));
  const [second] = generateDeck(klingon, federation.missions.cards[0], random);
  return { name: 'generated', kinds, begin: fromDecks('generated', [first, second], seed) };
};

/** The players of a fuzz game: p1 seeded `2·seed+1`, p2 `2·seed+2`. */
export const fuzzPlayers = (kinds: FuzzStart['kinds'], seed: number): Readonly<Record<PlayerId, Player>> => {
  const make = (kind: PlayerKind, playerSeed: number) =>
    kind === 'heuristic' ? heuristicPlayer(playerSeed) : randomPlayer(playerSeed);
  return { p1: make(kinds[0], seed * 2 + 1), p2: make(kinds[1], seed * 2 + 2) };
};
