// `stccg simulate`: games between two decks with automatic players, as a readable log or JSON, or a series of
// games with one line per game as it finishes and a tally.
import { SingleBar } from 'cli-progress';
import { log, persist, state } from '../machines/engine';
import * as Arguments from './arguments';
import { action, BadInput, type CliContext, exitCodes, type Subcommand } from './cli-context';
import { loadDecks, matchupOptions } from './matchup-options';
import { runSeries } from './series';
import { describeSeries, describeSpeed, describeTally } from './series-tally';
import { type GameSummary, type Matchup, type PlayerKind, playGame } from './simulated-game';
import { describeEnd, logLines } from './summary';

interface SimulateOptions {
  readonly games: number;
  readonly seed: number;
  readonly decks?: readonly [string, string];
  readonly allowUnimplemented?: boolean;
  readonly players: readonly [PlayerKind, PlayerKind];
  readonly maxCommands: number;
  readonly workers: number;
  readonly json?: boolean;
}

const oneGame = (matchup: Matchup, options: SimulateOptions, context: CliContext): number => {
  const game = playGame(matchup, options.seed);
  if (options.json) context.out.stdout(persist(game));
  else {
    for (const line of logLines(log(game))) context.out.stdout(line);
    context.out.stdout(describeEnd(state(game)));
  }
  return exitCodes.ok;
};

const gameLine = (game: GameSummary, json: boolean): string =>
  json
    ? JSON.stringify({
        seed: game.seed,
        commands: game.commands,
        winner: game.end.result?.kind === 'won' ? game.end.result.winner : null,
        result: game.end.result,
        phase: game.end.phase,
        players: game.end.players.map((p) => ({ ...p, kind: game.kinds[p.id] })),
      })
    : `seed ${game.seed}: ${game.commands} commands. ${describeEnd(game.end)}`;

const series = async (matchup: Matchup, options: SimulateOptions, context: CliContext): Promise<number> => {
  const lastSeed = options.seed + options.games - 1;
  if (lastSeed > Arguments.maxSeed)
    throw new BadInput(`the games' seeds run from ${options.seed} to ${lastSeed}, past ${Arguments.maxSeed}`);
  // The bar goes to a terminal's stderr while the game lines go to a file or a pipe.
  const bar = new SingleBar({ format: 'games {bar} {value}/{total} | {duration}s', stream: process.stderr });
  const showBar = process.stderr.isTTY === true && process.stdout.isTTY !== true;
  if (showBar) bar.start(options.games, 0);
  const started = performance.now();
  const games: GameSummary[] = [];
  await runSeries({ matchup, firstSeed: options.seed, games: options.games }, options.workers, (game) => {
    games.push(game);
    context.out.stdout(gameLine(game, options.json === true));
    if (showBar) bar.increment();
  });
  if (showBar) bar.stop();
  if (options.json !== true)
    for (const line of [
      ...describeTally(games),
      ...describeSeries(games),
      describeSpeed(games.length, performance.now() - started),
    ])
      context.out.stdout(line);
  return exitCodes.ok;
};

const run = (options: SimulateOptions, context: CliContext): number | Promise<number> => {
  const matchup: Matchup = {
    decks: loadDecks(options.decks, options.allowUnimplemented === true),
    kinds: options.players,
    ...(options.allowUnimplemented === true ? { allowUnimplemented: true } : {}),
    maxCommands: options.maxCommands,
  };
  return options.games === 1 ? oneGame(matchup, options, context) : series(matchup, options, context);
};

/** `stccg simulate [--games N] [--seed S] [--decks A,B] [--players K1,K2] [--workers K] [--max-commands N] [--json]`. */
export const simulateCommand: Subcommand = (program, context) => {
  const command = program
    .command('simulate')
    .summary('play games between two decks with automatic players')
    .description(
      'play games between two decks with automatic players: one game prints its log (what each command made ' +
        'happen indented under it); --games N prints one line per game as it finishes, then a tally',
    )
    .option('--games <N>', 'how many games, seeds S, S+1, …', Arguments.positive('The number of games'), 1)
    .option(
      '--seed <S>',
      `the first game's seed, a whole number from 0 to ${Arguments.maxSeed}`,
      Arguments.seed,
      1,
    );
  matchupOptions(command)
    .option(
      '--workers <K>',
      'play the games on K worker threads (same lines and tally as one)',
      Arguments.positive('The number of workers', 64),
      1,
    )
    .option(
      '--max-commands <N>',
      'stop a game after N commands',
      Arguments.positive('The number of commands'),
      20_000,
    )
    .option('--json', 'print the saved game (one game), or one JSON line per game (--games N)')
    .action(action(context, 'simulate', (options: SimulateOptions) => run(options, context)));
};
