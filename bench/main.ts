// `npm run bench [-- GAMES] [--json]`: how fast the engine decides (issue #17). Random players play the bundled decks
// (the fingerprint's games); the figure that matters is one decision (`legalActions` plus `send`), mean and p99, and
// beside it whole games per second (random and heuristic players), `createGame`, a fork for look-ahead against
// persist + restore, the persisted snapshot's size, the engine/domain-only floor ratio (bench/floor.ts), one thread
// against two worker threads in their steady state, their start apart (bench/workers.ts: this bundle is the workers'
// script too), and the heap a live game holds (with `node --expose-gc`). These machines are shared: compare two builds
// side by side in one run, by their ratios.
import { arch, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadCardDatabase } from '../cards/database';
import { isSimulationWorker, serveSimulationWorker } from '../cli/series';
import { engineFloor } from './floor';
import { heapPerLiveGame, playerGames, randomGames } from './measure';
import { workerSpeedUp } from './workers';

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? '200');
const json = args.includes('--json');

const measure = async () => {
  const loadStart = performance.now();
  loadCardDatabase();
  const cardDatabaseLoadMs = performance.now() - loadStart;
  return {
    node: process.version,
    machine: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length} (${arch()})`,
    cardDatabaseLoadMs,
    random: randomGames(games),
    randomPlayers: playerGames('random', Math.max(1, Math.floor(games / 4))),
    heuristicPlayers: playerGames('heuristic', Math.max(1, Math.floor(games / 20))),
    floor: engineFloor(Math.max(1, Math.floor(games / 4))),
    workers: await workerSpeedUp(
      Math.max(16, Math.floor(games / 2)),
      Math.max(4, Math.min(12, Math.floor(games / 10))),
    ),
    heapPerLiveGameBytes: heapPerLiveGame(Math.max(5, Math.floor(games / 10))),
  };
};

const print = (figures: Awaited<ReturnType<typeof measure>>) => {
  const { random: r, floor, workers } = figures;
  const round = (n: number) => n.toFixed(1);
  for (const line of [
    `node ${figures.node} on ${figures.machine}; card database load ${round(figures.cardDatabaseLoadMs)} ms`,
    `games: ${r.games}, decisions: ${r.decisions} (${(r.decisions / r.games).toFixed(0)} per game)`,
    `decision (legalActions + send): ${round(r.decisionMeanUs)} µs on average, p99 ${round(r.decisionP99Us)} µs; CPU ${round(r.decisionCpuUs)} µs (target: 20 µs, p99 500 µs)`,
    `createGame: ${r.createGameUs.toFixed(0)} µs (target 500 µs): the first ${r.firstCreateGameUs.toFixed(0)} µs, the later ones ${r.laterCreateGameUs.toFixed(0)} µs; whole random games: ${round(r.gamesPerSecond)} per second (target 100)`,
    `fork: ${r.forkUs.toFixed(0)} µs (target 50 µs), persist + restore: ${r.persistRestoreUs.toFixed(0)} µs`,
    `persisted snapshot at the end of a game: ${(r.snapshotBytesMean / 1024).toFixed(0)} KB on average, ${(r.snapshotBytesMax / 1024).toFixed(0)} KB at most (target 64 KB)`,
    `players' games per second: random ${round(figures.randomPlayers.gamesPerSecond)} (${figures.randomPlayers.commandsPerGame.toFixed(0)} commands), heuristic ${round(figures.heuristicPlayers.gamesPerSecond)} (${figures.heuristicPlayers.commandsPerGame.toFixed(0)} commands)`,
    `engine/domain-only floor: ${floor.ratio.toFixed(2)} (${round(floor.engineUs)} µs through the facade, ${round(floor.domainUs)} µs through legalActions + apply alone, ${floor.decisions} decisions; target 2)`,
    `workers: two threads started in ${workers.startMs.toFixed(0)} ms (the bundle and the card database in each); warm-up: ${workers.warmUpGames} games on one thread in ${workers.warmUpOneSeconds.toFixed(2)} s, ${workers.warmUpGames} per worker in ${workers.warmUpTwoSeconds.toFixed(2)} s`,
    `workers, warm: ${workers.games} random games in ${workers.oneSeconds.toFixed(2)} s on one thread (CPU ${workers.oneCpuSeconds.toFixed(2)} s), ${workers.twoSeconds.toFixed(2)} s on two workers (CPU ${workers.twoCpuSeconds.toFixed(2)} s): ${workers.speedUp.toFixed(2)}× (target 1.8×), ${workers.identical ? 'the same games' : 'DIFFERENT GAMES'}`,
    figures.heapPerLiveGameBytes === null
      ? 'heap per live game: run with node --expose-gc'
      : `heap per live game: ${(figures.heapPerLiveGameBytes / 1024).toFixed(0)} KB`,
  ])
    console.log(line);
};

if (isSimulationWorker()) serveSimulationWorker();
else
  void measure().then((figures) => {
    if (json) console.log(JSON.stringify(figures, null, 2));
    else print(figures);
  });
