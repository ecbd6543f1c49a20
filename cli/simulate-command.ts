// `stccg simulate`: games between two decks with automatic players, as a readable log or JSON.
import { SingleBar } from 'cli-progress';
import * as E from 'fp-ts/Either';
import { type Deck, parseDeck } from '../cards/deck-list';
import { bundledDecks } from '../cards/decks';
import type { GameState } from '../domain/core/game-state';
import { createGame, type Game, log, persist, send, state } from '../machines/engine';
import { heuristicPlayer } from '../machines/heuristic-player';
import { type Player, randomPlayer } from '../machines/players';
import { readDeckFile } from './deck-file';
import { parseOptions } from './options';
import type { Output } from './output';
import { describeEnd, describeSeries, logLines } from './summary';

/** The most commands one simulated game may take before it is stopped (a guard against a stuck game). */
const commandCap = 20_000;

const loadDeck = (path: string): Deck => {
  const text = readDeckFile(path);
  if (E.isLeft(text)) throw new Error(text.left);
  const parsed = parseDeck(text.right);
  if (E.isLeft(parsed))
    throw new Error(`${path}: ${parsed.left.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
  return parsed.right;
};

const loadDecks = (spec: string | undefined): readonly [Deck, Deck] => {
  if (spec === undefined) return [bundledDecks.federation, bundledDecks.klingon];
  const [a, b] = spec.split(',');
  if (a === undefined || b === undefined)
    throw new Error('--decks takes two deck files separated by a comma');
  return [loadDeck(a), loadDeck(b)];
};

const makePlayer = (kind: string, seed: number): Player => {
  if (kind === 'random') return randomPlayer(seed);
  if (kind === 'heuristic') return heuristicPlayer(seed);
  throw new Error(`unknown player "${kind}" (known: heuristic, random)`);
};

/** Plays one game to its end, or until no decision is pending; returns the game. */
const playGame = (decks: readonly [Deck, Deck], seed: number, kinds: readonly [string, string]): Game => {
  const created = createGame({ decks, seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  const first = state(game).players[0].id;
  const players = { [first]: makePlayer(kinds[0], seed * 2 + 1), other: makePlayer(kinds[1], seed * 2 + 2) };
  for (let step = 0; step < commandCap; step++) {
    const pending = state(game).pending;
    if (pending === null) break;
    const player = players[pending.player] ?? players.other;
    const command = player?.choose(game) ?? null;
    if (command === null) break;
    const sent = send(game, command);
    if (E.isLeft(sent)) throw new Error(`${player?.name} sent an illegal command: ${sent.left.message}`);
  }
  return game;
};

/** `stccg simulate [--games N] [--seed S] [--decks A,B] [--players random,random] [--json]`. */
export const runSimulateCommand = (args: ReadonlyArray<string>, out: Output): number => {
  const options = parseOptions(args, ['games', 'seed', 'decks', 'players'], ['json']);
  const games = Number(options.values.games ?? '1');
  const seed = Number(options.values.seed ?? '1');
  if (!Number.isInteger(games) || games < 1) throw new Error('--games takes a positive whole number');
  if (!Number.isInteger(seed)) throw new Error('--seed takes a whole number');
  const kinds = (options.values.players ?? 'heuristic,heuristic').split(',');
  const decks = loadDecks(options.values.decks);
  const pair: readonly [string, string] = [kinds[0] ?? 'random', kinds[1] ?? kinds[0] ?? 'random'];
  if (games === 1) {
    const game = playGame(decks, seed, pair);
    if (options.flags.json) out.stdout(persist(game));
    else {
      for (const line of logLines(log(game))) out.stdout(line);
      out.stdout(describeEnd(state(game)));
    }
    return 0;
  }
  const bar = new SingleBar({ format: 'games {bar} {value}/{total} | {duration}s', stream: process.stderr });
  bar.start(games, 0);
  const results: string[] = [];
  const ends: GameState[] = [];
  for (let i = 0; i < games; i++) {
    const game = playGame(decks, seed + i, pair);
    ends.push(state(game));
    results.push(
      options.flags.json
        ? JSON.stringify({
            seed: seed + i,
            commands: log(game).length,
            winner: state(game).winner,
            phase: state(game).phase,
          })
        : `seed ${seed + i}: ${log(game).length} commands. ${describeEnd(state(game))}`,
    );
    bar.increment();
  }
  bar.stop();
  for (const line of results) out.stdout(line);
  if (!options.flags.json) for (const line of describeSeries(ends)) out.stdout(line);
  return 0;
};
