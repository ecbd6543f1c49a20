// Issue 16: generated decks for the fuzz campaign, so that random play reaches the decisions the two bundled decks
// never ask for (doorways and side decks, shared missions, tactics, interrupts and events with choices, persona
// replacement...). A generated deck is a bundled deck with implemented cards added (and perhaps one of its missions
// traded for one of the opponent's, which the two players then share: Rulebook "Mission Phase"); it is kept only if
// the deck-building rules accept it (Rulebook "Building a Deck"), so every start is a legal game.
import * as E from 'fp-ts/Either';
import type { Blueprint } from '../cards/blueprint';
import { loadCardDatabase } from '../cards/database';
import type { Deck, DeckEntry } from '../cards/deck-list';
import { textStatus } from '../domain/card-effects/coverage';
import { validateDeck } from '../domain/card-effects/deck-validation';
import { nextInt, type RandomState } from '../domain/core/random';

type Pools = Readonly<Record<'seed' | 'draw' | 'tactics' | 'bridgeDoors', ReadonlyArray<Blueprint>>>;

let pools: Pools | undefined;

/** The implemented cards by where a generated deck puts them (built once). */
const poolsOf = (): Pools => {
  if (pools !== undefined) return pools;
  const implemented = loadCardDatabase().all.filter((b) => !b.variant && textStatus(b).implemented);
  const ofTypes = (...types: ReadonlyArray<string>) => implemented.filter((b) => types.includes(b.type));
  pools = {
    seed: ofTypes('Dilemma', 'Artifact', 'Objective', 'Time Location', 'Doorway'),
    draw: ofTypes('Interrupt', 'Event', 'Equipment', 'Personnel', 'Ship', 'Doorway'),
    tactics: ofTypes('Tactic'),
    bridgeDoors: implemented.filter((b) => b.title === 'Battle Bridge Door'),
  };
  return pools;
};

/** A seeded draw: `pick(items)` and `below(n)` advance one generator. */
const drawer = (start: RandomState) => {
  let random = start;
  const below = (n: number): number => {
    const [value, next] = nextInt(n)(random);
    random = next;
    return value;
  };
  const pick = <A>(items: ReadonlyArray<A>): A => items[below(items.length)] as A;
  return { below, pick, state: () => random };
};

type Drawer = ReturnType<typeof drawer>;

/** New deck entries get lines past any list's, one each, so every problem still names its own line. */
const entriesOf = (cards: ReadonlyArray<Blueprint>, firstLine: number): ReadonlyArray<DeckEntry> =>
  cards.map((card, index) => ({ id: card.id, line: firstLine + index }));

const some = (draw: Drawer, pool: ReadonlyArray<Blueprint>, most: number): ReadonlyArray<Blueprint> =>
  Array.from({ length: draw.below(most + 1) }, () => draw.pick(pool));

/** `deck` with implemented cards added, a Battle Bridge side deck perhaps, and perhaps `shared` as one mission. */
const variantOf = (deck: Deck, shared: DeckEntry | undefined, draw: Drawer): Deck => {
  const { seed, draw: drawPool, tactics, bridgeDoors } = poolsOf();
  const door = draw.below(3) === 0 ? bridgeDoors[0] : undefined;
  const missions = [...deck.missions.cards];
  if (shared !== undefined && draw.below(2) === 0) missions[draw.below(missions.length)] = shared;
  const addedSeeds = [...some(draw, seed, 4), ...(door === undefined ? [] : [door])];
  return {
    ...deck,
    missions: { ...deck.missions, cards: missions },
    seed: { ...deck.seed, cards: [...deck.seed.cards, ...entriesOf(addedSeeds, 10_000)] },
    draw: { ...deck.draw, cards: [...deck.draw.cards, ...entriesOf(some(draw, drawPool, 12), 20_000)] },
    sideDecks:
      door === undefined
        ? deck.sideDecks
        : [
            ...deck.sideDecks,
            { line: 30_000, doorway: door.id, cards: entriesOf(some(draw, tactics, 10), 30_001) },
          ],
  };
};

/**
 * A legal deck generated from `deck` with `random` (the opponent's first mission, `shared`, may be traded in), and
 * the generator's state after it; `deck` itself when no variant passes the deck-building rules in a few tries.
 */
export const generateDeck = (
  deck: Deck,
  shared: DeckEntry | undefined,
  random: RandomState,
): readonly [Deck, RandomState] => {
  const draw = drawer(random);
  for (let attempt = 0; attempt < 8; attempt++) {
    const variant = variantOf(deck, shared, draw);
    if (E.isRight(validateDeck(variant))) return [variant, draw.state()];
  }
  return [deck, draw.state()];
};
