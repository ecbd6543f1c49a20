// Reading a deck list file for the command line: its text, or the one line that says why it cannot be read.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { type Deck, type DeckProblem, readDeck } from '../cards/deck-list';
import { type DeckOptions, UNIMPLEMENTED, validateDeck } from '../domain/card-effects/deck-validation';
import { readInputFile } from './input-file';

/** A deck list is a few kilobytes; a file over 1 MB is refused before it is read. */
export const deckListFile = { name: 'a deck list', maxBytes: 2 ** 20 } as const;

const hasCards = (text: string): boolean =>
  text.split(/\r\n|\r|\n/).some((l) => !/^\s*(#.*|\/\/.*)?$/.test(l));

/** The file's text, or the one line that says why it cannot be read as a deck list. */
export const readDeckFile = (path: string): E.Either<string, string> =>
  pipe(
    readInputFile(deckListFile)(path),
    E.filterOrElse(hasCards, () => `${path}: is empty; a deck list needs Missions, Seed deck and Draw deck`),
  );

const byLine = (a: DeckProblem, b: DeckProblem): number => (a.line || Infinity) - (b.line || Infinity);

/**
 * Every problem of a deck list (Rulebook "Building a Deck"): its unreadable lines and wrong header counts, the
 * deck-building rules its readable cards break, and (unless allowed) its cards whose game text is not implemented
 * (README "No silent blank cards"), so that a typo hides none of the others; in line order.
 */
export const checkDeckList = (
  text: string,
  options: DeckOptions = {},
): E.Either<ReadonlyArray<DeckProblem>, Deck> => {
  const { deck, problems } = readDeck(text);
  const broken = E.match(
    (rules: ReadonlyArray<DeckProblem>) => rules,
    () => [],
  )(validateDeck(deck, options));
  const all = [...problems, ...broken].sort(byLine);
  return all.length > 0 ? E.left(all) : E.right(deck);
};

/** How the command line says to allow cards whose game text is not implemented (README "No silent blank cards"). */
export const allowUnimplementedHint =
  'pass --allow-unimplemented to play the cards whose game text is not implemented as blank cards';

const hint = (problems: ReadonlyArray<DeckProblem>): string =>
  problems.some((p) => p.rule === UNIMPLEMENTED) ? ` (${allowUnimplementedHint})` : '';

/** A deck list file read and checked: the deck, or one line on what is wrong with it. */
export const loadDeckFile = (path: string, options: DeckOptions = {}): E.Either<string, Deck> =>
  pipe(
    readDeckFile(path),
    E.flatMap((text) =>
      pipe(
        checkDeckList(text, options),
        E.mapLeft(
          (problems) =>
            `${path}: ${problems.map((p) => `${p.line > 0 ? `line ${p.line}: ` : ''}${p.message}`).join('; ')}${hint(problems)}`,
        ),
      ),
    ),
  );
