// `npm run bench`: how fast the engine decides. Random players play games between the bundled decks;
// the figure that matters is the average time of one decision (`legalActions` plus `send`).
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../cards/database';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import { createGame, fork, legalActions, persist, restore, send, state } from '../machines/engine';

const games = Number(process.argv[2] ?? '200');

const time = <A>(f: () => A): readonly [A, number] => {
  const start = performance.now();
  const result = f();
  return [result, performance.now() - start];
};

const [, loadMs] = time(() => loadCardDatabase().all.length);
console.log(`card database load: ${loadMs.toFixed(1)} ms`);

let decisions = 0;
let decisionMs = 0;
let decisionCpu = 0;
let createMs = 0;
let random: RandomState = fromSeed(12345);
// look-ahead copies, every 100th decision (outside the decisions' time): fork against persist + restore
let copies = 0;
let forkMs = 0;
let roundTripMs = 0;
for (let seed = 1; seed <= games; seed++) {
  const [created, ms] = time(() =>
    createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed }),
  );
  createMs += ms;
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  // CPU time of the decisions (the machine may be shared): one reading per game, as each costs a system call
  const cpu = process.cpuUsage();
  for (;;) {
    const start = performance.now();
    if (state(game).pending === null) break;
    const actions = legalActions(game);
    if (actions.length === 0) break;
    const [index, next] = nextInt(actions.length)(random);
    random = next;
    const sent = send(game, actions[index] as (typeof actions)[number]);
    decisionMs += performance.now() - start;
    decisions++;
    if (E.isLeft(sent)) throw new Error(sent.left.message);
    if (decisions % 100 === 0) {
      forkMs += time(() => fork(game))[1];
      roundTripMs += time(() => restore(persist(game)))[1];
      copies++;
    }
  }
  const used = process.cpuUsage(cpu);
  decisionCpu += used.user + used.system;
}
console.log(`games: ${games}, decisions: ${decisions} (${(decisions / games).toFixed(0)} per game)`);
console.log(`createGame: ${((createMs / games) * 1000).toFixed(0)} µs per game`);
console.log(`decision (legalActions + send): ${((decisionMs / decisions) * 1000).toFixed(1)} µs on average`);
console.log(`decision CPU time: ${(decisionCpu / decisions).toFixed(1)} µs on average (user + system)`);
console.log(`whole game: ${((createMs + decisionMs) / games).toFixed(2)} ms on average`);
console.log(
  `fork: ${((forkMs / copies) * 1000).toFixed(0)} µs on average, persist + restore: ${((roundTripMs / copies) * 1000).toFixed(0)} µs (${copies} copies)`,
);
