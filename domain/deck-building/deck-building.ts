// Rulebook "Building a Deck" (and "Site Pile (3.1.2)"): the mission pile, seed deck, draw deck, site pile and
// side decks a player brings. Every problem is reported at once, each with its line and rule.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import type { Blueprint, BlueprintId, MissionBlueprint } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import {
  type Deck,
  type DeckEntry,
  type DeckProblem,
  type DeckSection,
  deckProblem,
} from '../../cards/deck-list';
import type { CardText } from '../../cards/language/language';
import { declaredText } from '../core/declared-texts';
import { deepFreeze } from '../core/frozen';
import { isSameLocation } from '../spaceline/spaceline';
import { checkBattleBridgeContents } from './battle-bridge-deck';
import { memoizeDeck } from './deck-memo';
import { checkFrontSides } from './front-sides';
import * as SideDecks from './side-decks';

export { BATTLE_BRIDGE, sideDeckOpenedBy } from './side-decks';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Finds the blueprint a deck entry names (the card database's `byId`). */
export type BlueprintLookup = (id: BlueprintId) => O.Option<Blueprint>;

/** A deck entry with its blueprint. */
export interface CardEntry extends DeckEntry {
  readonly card: Blueprint;
}

export interface CardSection {
  readonly line: number;
  readonly cards: ReadonlyArray<CardEntry>;
}

/** A deck whose every entry was found in the card database. */
export interface CardDeck {
  readonly missions: CardSection;
  readonly seed: CardSection;
  readonly draw: CardSection;
  readonly sites: CardSection;
  readonly sideDecks: ReadonlyArray<CardSection & { readonly doorway: Blueprint }>;
}

/** One deck-building rule: every problem it finds in a deck. */
export type DeckRule = (deck: CardDeck) => ReadonlyArray<DeckProblem>;

export const MISSION_PILE = 'Building a Deck: mission pile';
export const SEED_DECK = 'Building a Deck: seed deck';
export const DRAW_DECK = 'Building a Deck: draw deck';
export const SITE_PILE = 'Building a Deck: site pile (3.1.2)';
export const SIDE_DECKS = 'Building a Deck: side decks';
export const TACTICS = '[Tactic] Tactics: Battle Bridge side deck';
export const TRIBBLES = '[Tribble] Tribbles (11.3): Tribble side deck';
export const UNKNOWN_CARD = 'Deck list: card name';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Rulebook "Card Types", [Q] Q-icon cards: a card with the [Q] icon, or (as the data marks them) of a `Q …` type.
 * @category predicates
 */
export const isQIconCard = (b: Blueprint): boolean => b.icons.includes('Q') || b.type.startsWith('Q ');

const isMission = (b: Blueprint): b is MissionBlueprint => b.type === 'Mission' || b.type === 'Q Mission';

/**
 * Rulebook "Building a Deck": the side-deck cards that may not be in a draw deck ([Tactic], [Tribble], [Trouble], [Q]).
 * @category predicates
 */
export const isSideDeckOnly = (b: Blueprint): boolean =>
  b.type === 'Tactic' || b.type === 'Tribble' || b.type === 'Trouble' || isQIconCard(b);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const describe = (b: Blueprint): string => `"${b.title}" (${b.type})`;

const counted = (cards: ReadonlyArray<unknown>, noun: string): string =>
  `${cards.length} ${noun}${cards.length === 1 ? '' : 's'}`;

// Rulebook "Building a Deck": exactly 6 missions, each at a different location (see Spaceline.isSameLocation)
/**
 * The mission pile problems: not 6 missions, a non-mission, a second mission at one location.
 * @category operations
 */
export const checkMissionPile: DeckRule = ({ missions: { line, cards } }) => {
  const size =
    cards.length === 6
      ? []
      : [
          deckProblem(
            line,
            MISSION_PILE,
            `the mission pile has ${counted(cards, 'mission')}; it needs exactly 6`,
          ),
        ];
  const seen: Array<{ readonly mission: MissionBlueprint; readonly line: number }> = [];
  const each = cards.flatMap((e) => {
    if (!isMission(e.card))
      return [deckProblem(e.line, MISSION_PILE, `${describe(e.card)} is not a mission`)];
    const mission = e.card;
    const first = seen.find((s) => isSameLocation(s.mission, mission));
    if (first === undefined) {
      seen.push({ mission, line: e.line });
      return [];
    }
    return [
      deckProblem(
        e.line,
        MISSION_PILE,
        `"${mission.title}" is at the same location as "${first.mission.title}" on line ${first.line}`,
      ),
    ];
  });
  return [...size, ...each];
};

// Rulebook "Building a Deck": a seed deck of at most 30 cards, with no missions or sites in it
/**
 * The seed deck problems: over 30 cards, a mission or site in it.
 * @category operations
 */
export const checkSeedDeck: DeckRule = ({ seed: { line, cards } }) => [
  ...(cards.length > 30
    ? [deckProblem(line, SEED_DECK, `the seed deck has ${counted(cards, 'card')}; it may have at most 30`)]
    : []),
  ...cards
    .filter((e) => isMission(e.card) || e.card.type === 'Site')
    .map((e) =>
      deckProblem(
        e.line,
        SEED_DECK,
        `${describe(e.card)} may not be in the seed deck; list it in its own pile`,
      ),
    ),
];

// Rulebook "Building a Deck": a draw deck of at least 30 cards, with no [Tactic], [Tribble], [Trouble] or [Q] cards
/**
 * The draw deck problems: under 30 cards, a side-deck-only card in it.
 * @category operations
 */
export const checkDrawDeck: DeckRule = ({ draw: { line, cards } }) => [
  ...(cards.length < 30
    ? [deckProblem(line, DRAW_DECK, `the draw deck has ${counted(cards, 'card')}; it needs at least 30`)]
    : []),
  ...cards
    .filter((e) => isSideDeckOnly(e.card))
    .map((e) =>
      deckProblem(
        e.line,
        DRAW_DECK,
        `${describe(e.card)} is a side-deck card; it may not be in the draw deck`,
      ),
    ),
];

// Rulebook "Site Pile (3.1.2)": an optional site pile of up to 6 site cards
/**
 * The site pile problems: over 6 cards, a card that is not a site.
 * @category operations
 */
export const checkSitePile: DeckRule = ({ sites: { line, cards } }) => [
  ...(cards.length > 6
    ? [deckProblem(line, SITE_PILE, `the site pile has ${counted(cards, 'site')}; it may have at most 6`)]
    : []),
  ...cards
    .filter((e) => e.card.type !== 'Site')
    .map((e) => deckProblem(e.line, SITE_PILE, `${describe(e.card)} is not a site`)),
];

// Rulebook "Building a Deck": at most one side deck of each type, each opened by its doorway in the seed deck
/**
 * The side deck problems: a doorway that opens none, a second of one type, a doorway not seeded.
 * @category operations
 */
export const checkSideDecks: DeckRule = ({ seed, sideDecks }) => {
  const opened = new Set(
    pipe(
      seed.cards,
      RA.filterMap((e) => SideDecks.sideDeckOpenedBy(e.card)),
    ),
  );
  const firstAt = new Map<string, number>();
  return sideDecks.flatMap(({ doorway, line }) => {
    const kind = SideDecks.sideDeckOpenedBy(doorway);
    if (O.isNone(kind))
      return [deckProblem(line, SIDE_DECKS, `${describe(doorway)} does not open a side deck`)];
    const first = firstAt.get(kind.value);
    if (first !== undefined) {
      return [
        deckProblem(line, SIDE_DECKS, `a second ${kind.value} side deck (the first is on line ${first})`),
      ];
    }
    firstAt.set(kind.value, line);
    if (opened.has(kind.value)) return [];
    return [
      deckProblem(line, SIDE_DECKS, `the ${kind.value} side deck needs "${doorway.title}" in the seed deck`),
    ];
  });
};

/** How deck building names the cards a side deck type holds, and the rule it cites. */
const HOLDERS: Readonly<Record<SideDecks.SideDeckType, { rule: string; one: string; all: string }>> = {
  [SideDecks.BATTLE_BRIDGE]: { rule: TACTICS, one: 'a Tactic', all: 'Tactics' },
  [SideDecks.TRIBBLE]: { rule: TRIBBLES, one: 'a Tribble or Trouble', all: 'Tribbles and Troubles' },
};

// Rulebook "[Tactic]" and "[Tribble]": "they may play only through a Battle Bridge side deck" ("... a Tribble side
// deck"); README: what is not implemented is refused
/**
 * The side-deck card problems: a [Tactic], [Tribble] or [Trouble] card outside its side deck type (the draw deck is
 * `checkDrawDeck`'s), another card in such a side deck, one whose game text is not implemented.
 * @category operations
 */
export const checkSideDeckCards: DeckRule = ({ seed, sideDecks }) => [
  ...seed.cards.flatMap(outsideItsSideDeck(O.none)),
  ...sideDecks.flatMap(({ doorway, cards }) => {
    const type = SideDecks.sideDeckOpenedBy(doorway);
    const holder = O.isSome(type) ? HOLDERS[type.value] : undefined;
    if (O.isNone(type) || holder === undefined) return cards.flatMap(outsideItsSideDeck(type));
    return cards.flatMap((e) => {
      if (!SideDecks.heldBy(type.value).includes(e.card.type))
        return [
          deckProblem(
            e.line,
            holder.rule,
            `${describe(e.card)} is not ${holder.one}: a ${type.value} side deck holds ${holder.all}`,
          ),
        ];
      if (isDeclared(e.card)) return [];
      return [deckProblem(e.line, holder.rule, `${describe(e.card)}: its game text is not implemented yet`)];
    });
  }),
];

const outsideItsSideDeck =
  (where: O.Option<SideDecks.SideDeckType>) =>
  (e: CardEntry): ReadonlyArray<DeckProblem> => {
    const type = SideDecks.sideDeckTypeOf(e.card);
    if (O.isNone(type) || O.exists((w: string) => w === type.value)(where)) return [];
    const rule = HOLDERS[type.value]?.rule ?? SIDE_DECKS;
    return [deckProblem(e.line, rule, `${describe(e.card)} may be only in a ${type.value} side deck`)];
  };

/** Whether a side-deck card's game text is declared ([Tactic] cards: their bonuses and damage). */
const isDeclared = (card: Blueprint): boolean =>
  O.exists((text: CardText) => card.type !== 'Tactic' || text.tactic !== undefined)(declaredText(card.id));

/** The rules `validateDeckWith` checks, in report order. */
export const deckRules: ReadonlyArray<DeckRule> = [
  checkMissionPile,
  checkSeedDeck,
  checkDrawDeck,
  checkSitePile,
  checkSideDecks,
  checkSideDeckCards,
  checkBattleBridgeContents,
  checkFrontSides,
];

/** Looks up every entry of a deck, or lists the ones no card has. */
const withCards = (lookup: BlueprintLookup, deck: Deck): E.Either<ReadonlyArray<DeckProblem>, CardDeck> => {
  const problems: DeckProblem[] = [];
  const entry = (e: DeckEntry): ReadonlyArray<CardEntry> => {
    const card = lookup(e.id);
    if (O.isSome(card)) return [{ ...e, card: card.value }];
    problems.push(deckProblem(e.line, UNKNOWN_CARD, `no card has the blueprint id "${e.id}"`));
    return [];
  };
  const section = (s: DeckSection): CardSection => ({ line: s.line, cards: s.cards.flatMap(entry) });
  const sideDecks = deck.sideDecks.flatMap((s) =>
    entry({ id: s.doorway, line: s.line }).map((d) => ({ ...section(s), doorway: d.card })),
  );
  const cards = { missions: section(deck.missions), seed: section(deck.seed), draw: section(deck.draw) };
  const resolved: CardDeck = { ...cards, sites: section(deck.sites), sideDecks };
  return problems.length > 0 ? E.left(problems) : E.right(resolved);
};

/**
 * Rulebook "Building a Deck": the deck when it breaks no deck-building rule, else every problem at once.
 * @category operations
 */
export const validateDeckWith =
  (lookup: BlueprintLookup) =>
  (deck: Deck): E.Either<ReadonlyArray<DeckProblem>, Deck> =>
    pipe(
      withCards(lookup, deck),
      E.flatMap((cards) => {
        const problems = deckRules.flatMap((rule) => rule(cards));
        return problems.length > 0 ? E.left(problems) : E.right(deck);
      }),
    );

/** The problems of a deck against the bundled card database (frozen), once per deck (deck-memo.ts, issue #17). */
const bundledProblems = memoizeDeck(
  (deck: Deck): ReadonlyArray<DeckProblem> =>
    deepFreeze(
      E.match(
        (problems: ReadonlyArray<DeckProblem>) => problems,
        () => [],
      )(validateDeckWith(loadCardDatabase().byId)(deck)),
    ),
);

/**
 * Rulebook "Building a Deck": `validateDeckWith` against the bundled card database (its problems frozen).
 * @category operations
 */
export const validateDeck = (deck: Deck): E.Either<ReadonlyArray<DeckProblem>, Deck> => {
  const problems = bundledProblems(deck);
  return problems.length > 0 ? E.left(problems) : E.right(deck);
};
