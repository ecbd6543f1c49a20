// `stccg replay FILE`: plays a saved game's commands again from where it began, and prints the log.
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/Either';
import { type Command, type GameOrigin, log, replay, state } from '../machines/engine';
import type { Output } from './output';
import { describeEnd, logLines } from './summary';

interface SavedGame {
  readonly format?: unknown;
  readonly origin?: { readonly kind?: unknown };
  readonly log?: ReadonlyArray<{ readonly command?: unknown }>;
}

/** `stccg replay FILE` where FILE is a game saved by `persist` (or `stccg simulate --json`). */
export const runReplayCommand = (args: ReadonlyArray<string>, out: Output): number => {
  const [path] = args;
  if (path === undefined) {
    out.stderr('usage: stccg replay FILE');
    return 2;
  }
  let saved: SavedGame;
  try {
    saved = JSON.parse(readFileSync(path, 'utf8')) as SavedGame;
  } catch (error) {
    out.stderr(`stccg replay: cannot read ${path}: ${(error as Error).message}`);
    return 2;
  }
  const kind = saved?.origin?.kind;
  if (
    saved?.format !== 'stccg-1e-game' ||
    (kind !== 'decks' && kind !== 'scenario') ||
    !Array.isArray(saved.log)
  ) {
    out.stderr(
      `stccg replay: ${path} is not a saved stccg 1E game (format "stccg-1e-game" with an origin and a log)`,
    );
    return 2;
  }
  const commands = saved.log.map((entry) => entry.command as Command);
  const replayed = replay(saved.origin as GameOrigin, commands);
  if (E.isLeft(replayed)) {
    const failure = replayed.left;
    out.stderr(
      'index' in failure
        ? `stccg replay: command ${failure.index + 1} is illegal: ${failure.error.message} [${failure.error.rule}]`
        : `stccg replay: ${failure.message}`,
    );
    return 1;
  }
  for (const line of logLines(log(replayed.right))) out.stdout(line);
  out.stdout(describeEnd(state(replayed.right)));
  return 0;
};
