// `stccg play [--decks A,B] [--allow-unimplemented] [--seed S] [--opponent heuristic|random] [--port P] [--open]`: play the first deck against a bot
// in the browser, through a server bound to 127.0.0.1 (viewer/play-server.ts).
import { Option } from 'commander';
import * as E from 'fp-ts/Either';
import { loadPageAssets } from '../viewer/page-assets';
import { startPlayServer } from '../viewer/play-server';
import { type Opponent, playSession } from '../viewer/play-session';
import * as Arguments from './arguments';
import { action, BadInput, type CliContext, exitCodes, type Subcommand } from './cli-context';
import { allowUnimplementedOption, loadDecks } from './matchup-options';
import { openInBrowser } from './open-browser';

interface PlayOptions {
  readonly decks?: readonly [string, string];
  readonly allowUnimplemented?: boolean;
  readonly seed: number;
  readonly opponent: Opponent;
  readonly port: number;
  readonly open?: boolean;
}

const opponents: ReadonlyArray<Opponent> = ['heuristic', 'random'];

/** Serves the game until the process is interrupted (Ctrl-C) or terminated. */
const run = async (options: PlayOptions, context: CliContext): Promise<number> => {
  // The decks first: their problems are the user's, whether or not the page is built.
  const session = playSession({
    decks: loadDecks(options.decks, options.allowUnimplemented === true),
    seed: options.seed,
    opponent: options.opponent,
    ...(options.allowUnimplemented === true ? { allowUnimplemented: true } : {}),
  });
  if (E.isLeft(session)) throw new BadInput(session.left);
  const assets = loadPageAssets();
  if (E.isLeft(assets)) throw new BadInput(assets.left);
  const server = await startPlayServer(session.right, assets.right, options.port).catch((error: Error) => {
    throw new BadInput(error.message);
  });
  context.out.stdout(
    `stccg play: you are p1 against the ${options.opponent} bot: open ${server.url} (this machine only; Ctrl-C stops)`,
  );
  if (options.open === true)
    openInBrowser(server.url, (error) =>
      context.out.stderr(`stccg play: no browser opened (${error.message}): open ${server.url} yourself`),
    );
  await new Promise<void>((stop) => {
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  return exitCodes.ok;
};

/** `stccg play [--decks A,B] [--allow-unimplemented] [--seed S] [--opponent heuristic|random] [--port P] [--open]`. */
export const playCommand: Subcommand = (program, context) => {
  const command = program
    .command('play')
    .summary('play the first deck against a bot in the browser')
    .description(
      'serve one game on 127.0.0.1 where you play the first deck (p1) against a bot: open the printed address in a ' +
        'browser; click a listed action to send it; "save the game" gives a file `stccg replay` accepts (viewer/README.md)',
    )
    .option(
      '--decks <A,B>',
      "two deck list files, yours then the bot's (default: the bundled Federation and Klingon decks)",
      Arguments.pair('Decks'),
    );
  allowUnimplementedOption(command)
    .option('--seed <S>', `the game's seed, a whole number from 0 to ${Arguments.maxSeed}`, Arguments.seed, 1)
    .addOption(
      new Option('--opponent <KIND>', 'the bot you play against').choices(opponents).default('heuristic'),
    )
    .option('--port <P>', 'the port of the server on 127.0.0.1 (0: any free port)', Arguments.port, 4242)
    .option('--open', "open the page in the system's default browser")
    .action(action(context, 'play', (options: PlayOptions) => run(options, context)));
};
