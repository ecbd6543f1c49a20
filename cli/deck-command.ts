// `stccg deck validate FILE`: reads a deck list, checks it against the deck-building rules, and prints `OK`
// with a summary or every problem with its line and rule. Bad input is one line on stderr, never a stack trace.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { type Deck, type DeckProblem, parseDeck } from '../cards/deck-list';
import { validateDeck } from '../domain/deck-building/deck-building';
import { readDeckFile } from './deck-file';
import type { Output } from './output';

const USAGE = 'usage: stccg deck validate FILE';

const formatProblem =
  (path: string) =>
  (p: DeckProblem): string =>
    `${path}${p.line > 0 ? `:${p.line}` : ''}: ${p.message} [${p.rule}]`;

const summary = (deck: Deck): string => {
  const parts = [
    `${deck.missions.cards.length} missions`,
    `${deck.seed.cards.length} seed cards`,
    `${deck.draw.cards.length} draw cards`,
    ...(deck.sites.cards.length > 0 ? [`${deck.sites.cards.length} sites`] : []),
    ...(deck.sideDecks.length > 0 ? [`${deck.sideDecks.length} side decks`] : []),
  ];
  return `OK: ${parts.join(', ')}`;
};

const validate = (path: string, out: Output): number =>
  pipe(
    readDeckFile(path),
    E.match(
      (reason) => {
        out.stderr(`stccg deck validate: ${reason}`);
        return 2;
      },
      (text) =>
        pipe(
          parseDeck(text),
          E.flatMap(validateDeck),
          E.match(
            (problems) => {
              for (const line of problems.map(formatProblem(path))) out.stderr(line);
              return 1;
            },
            (deck) => {
              out.stdout(summary(deck));
              return 0;
            },
          ),
        ),
    ),
  );

/**
 * `stccg deck validate FILE`: 0 when the deck is legal, 1 when it has problems, 2 on bad usage or an unreadable file.
 */
export const runDeckCommand = (args: ReadonlyArray<string>, out: Output): number => {
  const [sub, path, ...rest] = args;
  if (sub !== 'validate' || path === undefined || rest.length > 0) {
    out.stderr(
      sub === undefined || sub === 'validate' ? USAGE : `stccg deck: unknown subcommand "${sub}"; ${USAGE}`,
    );
    return 2;
  }
  try {
    return validate(path, out);
  } catch (error) {
    out.stderr(`stccg deck validate: ${path}: ${(error as Error).message}`);
    return 2;
  }
};
