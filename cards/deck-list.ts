// A deck list as players paste it (plain text, one card per line, grouped in sections), parsed into
// blueprint ids with the source line of every entry. Format (see also cards/decks/README.md):
//
//   # a comment (also `// a comment`, and ` # note` at the end of a line)
//   Missions:                  section headers, case-insensitive, the colon and a count `(6)` optional:
//   Avert Disaster             `Missions` / `Mission pile`, `Seed deck` / `Seed`, `Draw deck` / `Draw`,
//   Seed deck:                 `Site pile` / `Sites`, and `Side deck: <doorway title>` for each side deck
//   2x Armus - Skin of Evil    a card line: `2x Title`, `2 x Title`, `2 Title`, `Title x2`, `Title` (1 copy)
//   Q's Tent                   (a side deck's doorway is a seed card: list it in the seed deck too)
//   Draw deck:
//   Jean-Luc Picard [premiere] `[release]` picks a printing; without it the preferred printing is taken
//   Side deck: Q's Tent        the cards below it form the Q's Tent side deck
//
// Titles match exactly (after trimming and collapsing spaces; curly quotes read as straight ones); a line that
// is itself a title (`10 Tribbles - Go`) is read as one copy of it. When a title has several printings the
// choice is deterministic: a non-variant printing first, then a physical (Decipher) one, then Premiere, then
// the lowest blueprint id. A header met twice continues its section. A count a header declares must be the
// number of cards in its section.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { Blueprint, BlueprintId } from './blueprint';
import { isBackSide } from './card-sides';
import { loadCardDatabase } from './database';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One copy of a card in a deck list: its blueprint and the line it was listed on (1-based). */
export interface DeckEntry {
  readonly id: BlueprintId;
  readonly line: number;
}

/** A section of a deck list: its header line (0 when the list has no such section) and its cards, one entry per copy. */
export interface DeckSection {
  readonly line: number;
  readonly cards: ReadonlyArray<DeckEntry>;
}

/** Rulebook "Building a Deck": a side deck, named in its header by the doorway that opens it. */
export interface SideDeck extends DeckSection {
  readonly doorway: BlueprintId;
}

/** Rulebook "Building a Deck": the mission pile, seed deck, draw deck, optional site pile and side decks. */
export interface Deck {
  readonly missions: DeckSection;
  readonly seed: DeckSection;
  readonly draw: DeckSection;
  readonly sites: DeckSection;
  readonly sideDecks: ReadonlyArray<SideDeck>;
}

/** What is wrong with a deck list, and where: `line` is 1-based, 0 for the whole deck; shaped like a `RuleError`. */
export interface DeckProblem {
  readonly line: number;
  readonly rule: string;
  readonly message: string;
}

/** The card lookups a deck list needs (the card database provides them). */
export interface DeckCatalog {
  readonly byTitle: (title: string) => ReadonlyArray<Blueprint>;
  readonly suggest: (title: string) => ReadonlyArray<string>;
}

export type SectionName = 'missions' | 'seed' | 'draw' | 'sites';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A problem on `line` citing `rule`.
 * @category constructors
 */
export const deckProblem = (line: number, rule: string, message: string): DeckProblem => ({
  line,
  rule,
  message,
});

const noSection: DeckSection = { line: 0, cards: [] };

/**
 * A deck with no cards and no sections.
 * @category constructors
 */
export const emptyDeck: Deck = {
  missions: noSection,
  seed: noSection,
  draw: noSection,
  sites: noSection,
  sideDecks: [],
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const FORMAT = 'Deck list format';
const CARD_NAME = 'Deck list: card name';

const SECTION_HEADER =
  /^(missions?|mission pile|seed deck|seed|draw deck|draw|site pile|sites)\s*(\(\s*\d+\s*\))?\s*:?$/i;
const SIDE_DECK_HEADER = /^side[ -]?deck\s*(\(\s*\d+\s*\))?\s*:\s*(.*)$/i;
const COUNT_PREFIX = /^(\d+)\s*[x×]?\s+(.+)$|^(\d+)[x×](.+)$/i;
const COUNT_SUFFIX = /^(.+?)\s*[x×]\s*(\d+)$/i;
const RELEASE_QUALIFIER = /^(.*?)\s*\[([^\]]+)\]$/;

/** The count a header declares, `(34)` in `Draw deck (34):`, or null when it declares none. */
const declaredCount = (group: string | undefined): number | null =>
  group === undefined ? null : Number(group.replace(/[()\s]/g, ''));

const sectionOf = (word: string): SectionName => {
  const w = word.toLowerCase();
  if (w.startsWith('mission')) return 'missions';
  if (w.startsWith('seed')) return 'seed';
  if (w.startsWith('draw')) return 'draw';
  return 'sites';
};

/** The line without comments, curly quotes, tabs or repeated spaces; empty when nothing is left. */
const clean = (raw: string): string => {
  const text = raw.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
  const trimmed = text.trim();
  if (trimmed.startsWith('#') || trimmed.startsWith('//')) return '';
  return trimmed
    .replace(/\s+(#|\/\/)(\s.*)?$/, '')
    .replace(/\s+/g, ' ')
    .trim();
};

/** The readings of a card line, most literal first: the whole line as a title, then with a count stripped. */
const readings = (text: string): ReadonlyArray<{ readonly count: number; readonly name: string }> => {
  const prefix = COUNT_PREFIX.exec(text);
  const suffix = COUNT_SUFFIX.exec(text);
  return [
    { count: 1, name: text },
    ...(prefix
      ? [{ count: Number(prefix[1] ?? prefix[3]), name: (prefix[2] ?? prefix[4] ?? '').trim() }]
      : []),
    ...(suffix ? [{ count: Number(suffix[2]), name: (suffix[1] ?? '').trim() }] : []),
  ];
};

const splitQualifier = (name: string): { readonly title: string; readonly release: string | null } => {
  const m = RELEASE_QUALIFIER.exec(name);
  return m ? { title: (m[1] ?? '').trim(), release: (m[2] ?? '').trim() } : { title: name, release: null };
};

const rank = (b: Blueprint): number =>
  (b.variant ? 4 : 0) + (b.origin === 'physical' ? 0 : 2) + (b.release === 'premiere' ? 0 : 1);

/**
 * The printing a deck list means by a title: a non-variant, physical, Premiere printing first, then the lowest id.
 * @category operations
 */
export const preferredPrinting = (printings: ReadonlyArray<Blueprint>): Blueprint | undefined =>
  [...printings].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];

type Resolved = E.Either<string, { readonly id: BlueprintId; readonly count: number }>;

/** A card line resolved to one printing and a count, or why it cannot be. */
const resolve =
  (catalog: DeckCatalog) =>
  (text: string): Resolved => {
    const options = readings(text);
    for (const { count, name } of options) {
      const { title, release } = splitQualifier(name);
      const printings = catalog.byTitle(title);
      if (printings.length === 0) continue;
      if (count < 1) return E.left(`"${text}": the number of copies must be at least 1`);
      const chosen = preferredPrinting(
        release === null
          ? printings
          : printings.filter((b) => b.release.toLowerCase() === release.toLowerCase()),
      );
      if (chosen === undefined) {
        const releases = [...new Set(printings.map((b) => b.release))].join(', ');
        return E.left(`"${title}" has no printing in release "${release}" (its releases: ${releases})`);
      }
      if (isBackSide(chosen)) return E.left(backSideMessage(title));
      return E.right({ id: chosen.id, count });
    }
    const guess = splitQualifier(options[options.length - 1]?.name ?? text).title;
    const hints = catalog.suggest(guess).slice(0, 3);
    const hint = hints.length > 0 ? `; did you mean ${hints.map((h) => `"${h}"`).join(' or ')}?` : '';
    return E.left(`unknown card "${guess}"${hint}`);
  };

// Double-sided cards (cards/card-sides.ts): a card enters play front side up; only card text flips it over
const backSideMessage = (title: string): string =>
  `"${title}" is the back of a double-sided card, which enters play front side up: list its front instead`;

/** What one line of a deck list says. */
type LineReading =
  | { readonly kind: 'blank' }
  | { readonly kind: 'section'; readonly section: SectionName; readonly declared: number | null }
  | { readonly kind: 'sideDeck'; readonly doorway: BlueprintId; readonly declared: number | null }
  | { readonly kind: 'cards'; readonly id: BlueprintId; readonly count: number; readonly text: string }
  /** `header` when the line was meant as a section header: the cards under it are then read but not kept. */
  | { readonly kind: 'problem'; readonly rule: string; readonly message: string; readonly header: boolean };

const SECTIONS_HINT =
  'a section header first: Missions, Seed deck, Draw deck, Site pile or Side deck: <doorway>';

const problem = (rule: string, message: string, header: boolean): LineReading => ({
  kind: 'problem',
  rule,
  message,
  header,
});

const readLine =
  (catalog: DeckCatalog) =>
  (raw: string): LineReading => {
    const text = clean(raw);
    if (text === '') return { kind: 'blank' };
    const header = SECTION_HEADER.exec(text);
    if (header)
      return { kind: 'section', section: sectionOf(header[1] ?? ''), declared: declaredCount(header[2]) };
    const side = SIDE_DECK_HEADER.exec(text);
    const doorway = side?.[2]?.trim() ?? '';
    if (side && doorway === '') {
      return problem(FORMAT, `a side deck header names its doorway, e.g. "Side deck: Q's Tent"`, true);
    }
    if (text.endsWith(':') && !side)
      return problem(FORMAT, `unknown section "${text}"; expected ${SECTIONS_HINT}`, true);
    return pipe(
      resolve(catalog)(side ? doorway : text),
      E.match(
        (message) => problem(CARD_NAME, message, side !== null),
        ({ id, count }): LineReading =>
          side
            ? { kind: 'sideDeck', doorway: id, declared: declaredCount(side[1]) }
            : { kind: 'cards', id, count, text },
      ),
    );
  };

/** The cards listed in one section (all its headers'), to check against the counts its headers declare. */
interface Tally {
  readonly declarations: Array<{ readonly line: number; readonly declared: number }>;
  listed: number;
  /** A card line in it could not be read, so its number of cards is unknown. */
  unreadable: boolean;
}

// Deck list format: a header's declared count, `Draw deck (34)`, is the number of cards in its section
const countProblems = (tally: Tally): ReadonlyArray<DeckProblem> =>
  tally.unreadable
    ? []
    : tally.declarations
        .filter(({ declared }) => declared !== tally.listed)
        .map(({ line, declared }) =>
          deckProblem(
            line,
            FORMAT,
            `the header declares ${declared} cards but the section has ${tally.listed}`,
          ),
        );

/** What a deck list says: the deck its readable lines make, and every problem (unreadable lines, wrong counts). */
export interface DeckReading {
  readonly deck: Deck;
  readonly problems: ReadonlyArray<DeckProblem>;
}

/**
 * Reads a deck list against `catalog`: the deck of its readable lines, and every unreadable line, unknown card and
 * wrong header count, so that the deck-building rules can still be checked on the rest.
 * @category operations
 */
export const readDeckWith =
  (catalog: DeckCatalog) =>
  (text: string): DeckReading => {
    const sections = {
      missions: { line: 0, cards: [] as DeckEntry[] },
      seed: { line: 0, cards: [] as DeckEntry[] },
      draw: { line: 0, cards: [] as DeckEntry[] },
      sites: { line: 0, cards: [] as DeckEntry[] },
    };
    const sideDecks: SideDeck[] = [];
    const problems: DeckProblem[] = [];
    let current: DeckEntry[] | null = null;
    const tallies = new Map<string, Tally>();
    let tally: Tally | null = null;
    const enter = (key: string, line: number, declared: number | null): Tally => {
      const entered = tallies.get(key) ?? { declarations: [], listed: 0, unreadable: false };
      tallies.set(key, entered);
      if (declared !== null) entered.declarations.push({ line, declared });
      return entered;
    };
    const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
    for (const [index, raw] of lines.entries()) {
      const line = index + 1;
      const reading = readLine(catalog)(raw);
      if (reading.kind === 'section') {
        const section = sections[reading.section];
        if (section.line === 0) section.line = line;
        current = section.cards;
        tally = enter(reading.section, line, reading.declared);
      } else if (reading.kind === 'sideDeck') {
        current = [];
        sideDecks.push({ doorway: reading.doorway, line, cards: current });
        tally = enter(`side deck ${line}`, line, reading.declared);
      } else if (reading.kind === 'problem') {
        problems.push(deckProblem(line, reading.rule, reading.message));
        if (reading.header) {
          current = [];
          tally = enter(`unknown ${line}`, line, null);
        } else if (tally !== null) tally.unreadable = true;
      } else if (reading.kind === 'cards') {
        if (current === null) {
          problems.push(
            deckProblem(line, FORMAT, `"${reading.text}" is not under a section; put ${SECTIONS_HINT}`),
          );
        }
        if (tally !== null) tally.listed += reading.count;
        for (let i = 0; i < reading.count; i++) current?.push({ id: reading.id, line });
      }
    }
    problems.push(...[...tallies.values()].flatMap(countProblems));
    return { deck: { ...sections, sideDecks }, problems };
  };

/**
 * Parses a deck list against `catalog`, reporting every unreadable line, unknown card and wrong header count at once.
 * @category operations
 */
export const parseDeckWith =
  (catalog: DeckCatalog) =>
  (text: string): E.Either<ReadonlyArray<DeckProblem>, Deck> => {
    const { deck, problems } = readDeckWith(catalog)(text);
    return problems.length > 0 ? E.left(problems) : E.right(deck);
  };

/**
 * Reads a deck list against the bundled card database, keeping the deck of its readable lines beside its problems.
 * @category operations
 */
export const readDeck = (text: string): DeckReading => readDeckWith(loadCardDatabase())(text);

/**
 * Parses a deck list against the bundled card database (see the format at the top of this file).
 * @category operations
 */
export const parseDeck = (text: string): E.Either<ReadonlyArray<DeckProblem>, Deck> =>
  parseDeckWith(loadCardDatabase())(text);
