// `stccg replay FILE [--html OUT.html [--perspective P]]`: plays a saved game's commands again from where it began,
// and prints the log, or writes the replay viewer's page (viewer/replay-html.ts).
import { writeFileSync } from 'node:fs';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { log, replay, state } from '../machines/engine';
import { replayHtml } from '../viewer/replay-html';
import { action, BadInput, type CliContext, exitCodes, type Subcommand } from './cli-context';
import { readInputFile } from './input-file';
import { readSavedGame, type SavedGame } from './saved-game';
import { describeEnd, logLines } from './summary';

/** A saved game of a long match is a few hundred kilobytes; a file over 16 MB is refused before it is read. */
export const savedGameFile = { name: 'a saved game', maxBytes: 16 * 2 ** 20 } as const;

// The shape check (cli/saved-game.ts) covers the origin and the log, not every field of a scenario's state nor of
// each command: what the engine then fails on is reported in one line.
const replaySafely = (path: string, saved: SavedGame): ReturnType<typeof replay> => {
  try {
    return replay(saved.origin, saved.commands);
  } catch (error) {
    throw new BadInput(`${path}: the engine cannot replay this saved game (${(error as Error).message})`);
  }
};

const replayFile = (path: string, context: CliContext): number => {
  const saved = pipe(
    readInputFile(savedGameFile)(path),
    E.flatMap((text) =>
      pipe(
        readSavedGame(text),
        E.mapLeft((reason) => `${path}: ${reason}`),
      ),
    ),
  );
  if (E.isLeft(saved)) throw new BadInput(saved.left);
  const replayed = replaySafely(path, saved.right);
  if (E.isLeft(replayed)) {
    const failure = replayed.left;
    throw new BadInput(
      'index' in failure
        ? `${path}: command ${failure.index + 1} is illegal: ${failure.error.message} [${failure.error.rule}]`
        : `${path}: the game cannot start: ${failure.message} [${failure.rule}]`,
    );
  }
  for (const line of logLines(log(replayed.right))) context.out.stdout(line);
  context.out.stdout(describeEnd(state(replayed.right)));
  return exitCodes.ok;
};

interface ReplayOptions {
  readonly html?: string;
  readonly perspective: string;
}

/** `--html OUT.html`: the replay viewer's page of the saved game, for every perspective or one player's. */
const writeReplayPage = (
  path: string,
  options: ReplayOptions & { readonly html: string },
  context: CliContext,
) => {
  const text = readInputFile(savedGameFile)(path);
  if (E.isLeft(text)) throw new BadInput(text.left);
  const page = replayHtml(text.right, options.perspective);
  if (E.isLeft(page)) throw new BadInput(`${path}: ${page.left}`);
  writeFileSync(options.html, page.right);
  context.out.stdout(`stccg replay: wrote ${options.html} (${options.perspective})`);
  return exitCodes.ok;
};

/** `stccg replay FILE [--html OUT.html [--perspective P]]` where FILE is a game saved by `persist` (or `simulate --json`). */
export const replayCommand: Subcommand = (program, context) => {
  program
    .command('replay')
    .summary('play a saved game again and print its log, or write its viewer page')
    .description(
      'play a saved game again from where it began and print its log, events indented; with --html, write the ' +
        'replay viewer instead: one HTML file that opens offline and steps through the game (viewer/README.md)',
    )
    .argument('<file>', 'a game saved by `stccg simulate --json` (or persist), at most 16 MB')
    .option('--html <OUT.html>', 'write the replay viewer page to this file instead of printing the log')
    .option(
      '--perspective <P>',
      "with --html, whose eyes: all (omniscient, with a switch to each player's), omniscient, or a player (p1, p2): " +
        "a player's page holds only what that player may see",
      'all',
    )
    .action(
      action(context, 'replay', (file: string, options: ReplayOptions) =>
        options.html === undefined
          ? replayFile(file, context)
          : writeReplayPage(file, { ...options, html: options.html }, context),
      ),
    );
};
