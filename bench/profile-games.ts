// The games `npm run profile` samples (scripts/profile.js runs this bundle under `node --cpu-prof`): random games
// between the bundled decks, each decision `legalActions` then `send` through the public facade, as `npm run bench`
// plays them, and nothing else (no timing calls, no forks), so that the profile is the engine's. With `--heuristic`:
// the heuristic players' games of bench/heuristic-games.ts, untimed.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import { createGame, legalActions, pending, send } from '../machines/engine';
import { play as playHeuristic, untimed } from './heuristic-games';

/** Plays the random game of `seed` to its end: the number of decisions. */
const play = (seed: number): number => {
  let random: RandomState = fromSeed(1000 + seed);
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  let decisions = 0;
  while (pending(game) !== null) {
    const actions = legalActions(game);
    if (actions.length === 0) break;
    const [index, next] = nextInt(actions.length)(random);
    random = next;
    const sent = send(game, actions[index] as (typeof actions)[number]);
    if (E.isLeft(sent)) throw new Error(sent.left.message);
    decisions++;
  }
  return decisions;
};

const games = Number(process.argv[2] ?? '6');
const heuristic = process.argv.includes('--heuristic');
let decisions = 0;
for (let seed = 1; seed <= games; seed++)
  decisions += heuristic ? playHeuristic(seed, [], untimed).decisions : play(seed);
console.log(`${games} ${heuristic ? 'heuristic' : 'random'} games, ${decisions} decisions`);
