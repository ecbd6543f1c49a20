// Issue 16: generated decks for the fuzz campaign, so that random play reaches the decisions the two bundled decks
// never ask for (doorways and side decks, shared missions, tactics, interrupts and events with choices, persona
// replacement...): random implemented cards, and one focus group of cards known to ask for one such decision. A generated deck is a bundled deck with implemented cards added (and perhaps one of its missions
// traded for one of the opponent's, which the two players then share: Rulebook "Mission Phase"); it is kept only if
// the deck-building rules accept it (Rulebook "Building a Deck"), so every start is a legal game.
import * as E from 'fp-ts/Either';
import type { Blueprint } from '../cards/blueprint';
import { loadCardDatabase } from '../cards/database';
import type { Deck, DeckEntry } from '../cards/deck-list';
import { textStatus } from '../domain/card-effects/coverage';
import { validateDeck } from '../domain/card-effects/deck-validation';
import { nextInt, type RandomState } from '../domain/core/random';
import { seedsInAnyPhase } from '../domain/seed-phases/seed-timing';

type Pools = Readonly<Record<'seed' | 'draw' | 'tactics' | 'bridgeDoors', ReadonlyArray<Blueprint>>>;

/**
 * Cards that ask for the decisions random play over the bundled decks never reaches, by the test that shows it: the
 * choices of dilemmas (attempt.decide: cards/dilemmas/premiere/sarjenka.test.ts, fc/strict-dress-code.test.ts),
 * tactics with damage follow-ups (battle.damageFollowUp: cards/effects/twt/chain-reaction-pulsar.test.ts,
 * tmp/riker-maneuver.test.ts), card choices (card.choose: premiere/telepathic-alien-kidnappers.test.ts,
 * betazoid-gift-box.test.ts), draws replaced (turn.draw: properties/in-place-of-draw.prop.test.ts), two personas of
 * one person (turn.replacePersonas: domain/turn/persona-replacement.test.ts), responses (response.window:
 * premiere/q2.test.ts) and the "OR" functions of a doorway played from hand, answering plays (card.play with
 * `function`: au/alternate-universe-door.test.ts) and a card seeded in the dilemma phase's stage 4 (dilemma.seedElsewhere:
 * a card that "Seeds (in any phase)" with a Gamma Quadrant mission to seed after, voy/barzan-wormhole.test.ts; the
 * mission is traded for one of the deck's).
 */
const focusGroups: ReadonlyArray<ReadonlyArray<string>> = [
  ['Sarjenka', 'Strict Dress Code'],
  ['Chain Reaction Pulsar', 'Riker Maneuver'],
  ['Telepathic Alien Kidnappers', 'Betazoid Gift Box'],
  ['Transwarp Conduit', 'Wormhole'],
  ['Lt. Dax', 'Jadzia Dax'],
  ['Q2', 'Amanda Rogers', 'Alternate Universe Door', 'Subspace Schism', 'Temporal Rift', 'Q-Net'],
  ['Barzan Wormhole', 'Investigate Rumors'],
];

let pools: Pools | undefined;
let focus: ReadonlyArray<ReadonlyArray<Blueprint>> | undefined;

const implementedCards = (): ReadonlyArray<Blueprint> =>
  loadCardDatabase().all.filter((b) => !b.variant && textStatus(b).implemented);

/** The implemented cards by where a generated deck puts them (built once). */
const poolsOf = (): Pools => {
  if (pools !== undefined) return pools;
  const implemented = implementedCards();
  const ofTypes = (...types: ReadonlyArray<string>) => implemented.filter((b) => types.includes(b.type));
  pools = {
    seed: ofTypes('Dilemma', 'Artifact', 'Objective', 'Time Location', 'Doorway'),
    draw: ofTypes('Interrupt', 'Event', 'Equipment', 'Personnel', 'Ship', 'Doorway'),
    tactics: ofTypes('Tactic'),
    bridgeDoors: implemented.filter((b) => b.title === 'Battle Bridge Door'),
  };
  return pools;
};

/** The focus groups' cards: one implemented printing of each title. */
const focusOf = (): ReadonlyArray<ReadonlyArray<Blueprint>> => {
  if (focus !== undefined) return focus;
  const implemented = implementedCards();
  focus = focusGroups.map((titles) =>
    titles.flatMap((title) => implemented.find((b) => b.title === title) ?? []),
  );
  return focus;
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

const isSeedCard = (card: Blueprint): boolean =>
  ['Dilemma', 'Artifact'].includes(card.type) || seedsInAnyPhase(card);

const isMission = (card: Blueprint): boolean => card.type === 'Mission';

/** The deck's missions with `shared` perhaps traded in, then the focus group's missions each in place of another. */
const missionsOf = (
  deck: Deck,
  shared: DeckEntry | undefined,
  focused: ReadonlyArray<Blueprint>,
  draw: Drawer,
): ReadonlyArray<DeckEntry> => {
  const missions = [...deck.missions.cards];
  if (shared !== undefined && draw.below(2) === 0) missions[draw.below(missions.length)] = shared;
  focused.filter(isMission).forEach((card, n) => {
    const index = missions.length - 1 - n;
    missions[index] = { id: card.id, line: missions[index]?.line ?? 0 };
  });
  return missions;
};

/** `deck` with implemented cards added (a focus group among them), perhaps a Battle Bridge side deck and `shared`. */
const variantOf = (deck: Deck, shared: DeckEntry | undefined, draw: Drawer): Deck => {
  const { seed, draw: drawPool, tactics, bridgeDoors } = poolsOf();
  const focused = draw.pick(focusOf());
  const focusTactics = focused.filter((card) => card.type === 'Tactic');
  const door = focusTactics.length > 0 || draw.below(3) === 0 ? bridgeDoors[0] : undefined;
  const missions = missionsOf(deck, shared, focused, draw);
  const addedSeeds = [
    ...some(draw, seed, 4),
    ...focused.filter(isSeedCard),
    ...(door === undefined ? [] : [door]),
  ];
  const addedDraws = [
    ...some(draw, drawPool, 12),
    ...focused.filter((card) => !isSeedCard(card) && !isMission(card) && card.type !== 'Tactic'),
  ];
  return {
    ...deck,
    missions: { ...deck.missions, cards: missions },
    seed: { ...deck.seed, cards: [...deck.seed.cards, ...entriesOf(addedSeeds, 10_000)] },
    draw: { ...deck.draw, cards: [...deck.draw.cards, ...entriesOf(addedDraws, 20_000)] },
    sideDecks:
      door === undefined
        ? deck.sideDecks
        : [
            ...deck.sideDecks,
            {
              line: 30_000,
              doorway: door.id,
              cards: entriesOf([...some(draw, tactics, 10), ...focusTactics], 30_001),
            },
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
