// `stccg inspect`: plays a game slowly while the Stately inspector watches every actor, event and snapshot through a
// bridge on localhost (cli/inspector-bridge.ts).
import * as E from 'fp-ts/Either';
import { state } from '../machines/engine';
import * as Arguments from './arguments';
import { action, BadInput, type CliContext, exitCodes, type Subcommand } from './cli-context';
import { openInspectorBridge } from './inspector-bridge';
import { loadDecks, matchupOptions } from './matchup-options';
import { beginGame, type Matchup, type PlayerKind, playersOf, step } from './simulated-game';
import { describeEnd } from './summary';

interface InspectOptions {
  readonly seed: number;
  readonly port: number;
  readonly delay: number;
  readonly steps: number;
  readonly decks?: readonly [string, string];
  readonly allowUnimplemented?: boolean;
  readonly players: readonly [PlayerKind, PlayerKind];
  readonly waitForClient?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const run = async (options: InspectOptions, context: CliContext): Promise<number> => {
  const matchup: Matchup = {
    decks: loadDecks(options.decks, options.allowUnimplemented === true),
    kinds: options.players,
    ...(options.allowUnimplemented === true ? { allowUnimplemented: true } : {}),
    maxCommands: options.steps,
  };
  const opened = await openInspectorBridge(options.port);
  if (E.isLeft(opened)) throw new BadInput(opened.left);
  const bridge = opened.right;
  const url = `http://127.0.0.1:${bridge.port}`;
  context.out.stdout(
    `Inspector bridge on ${url} (this machine only): open it in a browser to watch the game ` +
      '(the page frames the hosted Stately inspector, which needs internet access).',
  );
  if (options.waitForClient) {
    context.out.stdout(`Waiting for a browser to connect to ${url} …`);
    await bridge.waitForClient();
  }
  // @statelyai/inspect is ESM-only: it is imported here, when the command runs, and nowhere else.
  const { createInspector } = await import('@statelyai/inspect');
  const inspector = createInspector({ send: bridge.publish });
  try {
    const game = beginGame(matchup, options.seed, inspector.inspect);
    const players = playersOf(matchup, options.seed);
    for (let i = 0; i < options.steps && step(game, players); i++) await sleep(options.delay);
    await sleep(0); // the inspector converts its last events on the next tick
    context.out.stdout(describeEnd(state(game)));
  } finally {
    inspector.stop();
    await bridge.close();
  }
  return exitCodes.ok;
};

/** `stccg inspect [--seed S] [--port P] [--delay MS] [--steps N] [--decks A,B] [--players K1,K2] [--wait-for-client]`. */
export const inspectCommand: Subcommand = (program, context) => {
  const command = program
    .command('inspect')
    .summary('watch a game live in the Stately inspector')
    .description(
      'play a game slowly while the Stately inspector watches it, through a bridge on localhost: open the printed ' +
        'address in a browser (the inspector page is a hosted web app that needs internet access)',
    )
    .option('--seed <S>', `the game's seed, a whole number from 0 to ${Arguments.maxSeed}`, Arguments.seed, 1)
    .option('--port <P>', 'the port of the bridge on 127.0.0.1 (0: any free port)', Arguments.port, 8080)
    .option(
      '--delay <MS>',
      'milliseconds between two commands',
      Arguments.wholeNumber('A delay', 0, 3_600_000),
      250,
    )
    .option(
      '--steps <N>',
      'stop after N commands (default: at the end of the game)',
      Arguments.positive('The number of steps'),
      20_000,
    )
    .option('--wait-for-client', 'start the game only once a browser has connected');
  matchupOptions(command).action(
    action(context, 'inspect', (options: InspectOptions) => run(options, context)),
  );
};
