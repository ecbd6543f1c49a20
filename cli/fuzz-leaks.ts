// Issue 16, ARCHITECTURE "Hidden information is respected": the fuzz campaign's leak checks of `view`. Two checks,
// neither trusting the engine's own idea of what the rules hide (domain/core/looking-at-cards.ts):
// - the zones the rulebook hides outright ("Looking at Cards": face-down decks, the opponent's hand and seed deck,
//   face-down seed cards under a mission) show no card's blueprint, but for what card text let the viewer see (a card
//   shown by Telepathic Alien Kidnappers: the engine's record of such permissions, domain/card-effects/sight.ts);
// - a view does not depend on which of two hidden cards is which: swapping the blueprints of two cards of one owner and
//   one card type that the viewer cannot see leaves the view the same (any field derived from a hidden card, a count or
//   a total, would differ). One type, because where a card may be depends on its type (a dilemma is never aboard); and
//   cards the chronicle never named, because its entries keep the titles they were written with.
import { mayLookAt } from '../domain/card-effects';
import { blueprintOf, type CardInstance, type GameState, type PlayerId } from '../domain/core/game-state';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import type { GameView } from '../domain/view/view';
import * as View from '../domain/view/view';
import { type Game, state, view } from '../machines/engine';

/** A leak: the viewer and what their view shows that it should not. */
export type Leak = string;

/** What a view shows of each card (`View.cardViews`, a view's `cards`): all the zone and log leak checks read. */
export type SeenCards = Pick<GameView, 'cards'>;

// Rulebook "Looking at Cards": what no rule lets `viewer` see ("when permitted … by a card" aside)
/** Whether `card` is in a zone the rulebook hides from `viewer` (a face-down deck, the opponent's hand…). */
export const hiddenByZone = (viewer: PlayerId, card: CardInstance, game: GameState): boolean => {
  if (mayLookAt(viewer, card)(game)) return false;
  const kind = card.zone.kind;
  if (kind === 'drawDeck') return true;
  if (kind === 'underMission') return !card.faceUp;
  return card.owner !== viewer && (kind === 'hand' || kind === 'seedDeck');
};

/** For each viewer, the cards of a state in zones the rulebook hides from them, found once per state. */
const hiddenZones = new WeakMap<GameState, Map<PlayerId, ReadonlyArray<CardInstance>>>();

/**
 * The cards in zones the rulebook hides from `viewer` (`hiddenByZone`): what the zone leak check and the sightings of
 * the log leak check (cli/fuzz-log-leaks.ts) both read at each decision, found once.
 */
export const hiddenFrom = (viewer: PlayerId, game: GameState): ReadonlyArray<CardInstance> => {
  let byViewer = hiddenZones.get(game);
  if (byViewer === undefined) {
    byViewer = new Map();
    hiddenZones.set(game, byViewer);
  }
  let hidden = byViewer.get(viewer);
  if (hidden === undefined) {
    hidden = Object.values(game.cards).filter((card) => hiddenByZone(viewer, card, game));
    byViewer.set(viewer, hidden);
  }
  return hidden;
};

/** The cards of a hidden zone that `viewer`'s view (`seen`) names, or null. */
export const zoneLeak =
  (viewer: PlayerId, seen: SeenCards) =>
  (game: Game): Leak | null => {
    const full = state(game);
    const shown = hiddenFrom(viewer, full).filter((card) => seen.cards[card.id]?.blueprint !== null);
    if (shown.length === 0) return null;
    const named = shown.slice(0, 3).map((c) => `${c.id} (${c.blueprint}, ${c.zone.kind})`);
    return `${viewer}'s view shows ${shown.length} card(s) of hidden zones: ${named.join(', ')}`;
  };

/** A state with the blueprints of two cards swapped. */
const withBlueprintsSwapped = (game: GameState, a: CardInstance, b: CardInstance): GameState => ({
  ...game,
  cards: {
    ...game.cards,
    [a.id]: { ...a, blueprint: b.blueprint },
    [b.id]: { ...b, blueprint: a.blueprint },
  },
});

const typeOf = (card: CardInstance, game: GameState): string => blueprintOf(card.id)(game).type;

/** The cards a game's chronicle names, and how many of its entries were read for them. */
interface Named {
  readonly ids: Set<string>;
  read: number;
}

const namedSoFar = new WeakMap<Game, Named>();

/**
 * The cards the chronicle names: its texts were written with their titles then, so a swap would not match them. The
 * chronicle only grows (domain/core/chronicle.ts), so only the entries added since the last call are read.
 */
const named = (game: Game, full: GameState): ReadonlySet<string> => {
  let record = namedSoFar.get(game);
  if (record === undefined || record.read > full.chronicle.length) {
    record = { ids: new Set(), read: 0 };
    namedSoFar.set(game, record);
  }
  for (; record.read < full.chronicle.length; record.read++)
    for (const m of (full.chronicle[record.read]?.text ?? '').matchAll(/\(([^()\s]+)\)/g))
      record.ids.add(m[1] as string);
  return record.ids;
};

// the keys `JSON.stringify` writes, in its order: not those whose value is undefined
const writtenKeys = (value: object): ReadonlyArray<string> =>
  Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);

const sameKeys = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Whether two JSON values read the same, keys in the same order (as `JSON.stringify` writes them: a server sends that
 * text), without writing either: about three times faster than comparing the two texts of a view.
 */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  // the keys as they are, unless an undefined value (not written) makes them differ
  let keysA: ReadonlyArray<string> = Object.keys(a);
  if (!sameKeys(keysA, Object.keys(b))) {
    keysA = writtenKeys(a);
    if (!sameKeys(keysA, writtenKeys(b))) return false;
  }
  for (const key of keysA)
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
};

/**
 * Swaps the blueprints of two cards of one owner and one type that `viewer` cannot see in `before` (their view),
 * picked with `random`, and compares the views: null when equal (or no such pair), else the leak.
 */
export const swapLeak =
  (viewer: PlayerId, before: GameView, random: RandomState) =>
  (game: Game): Leak | null => {
    const full = state(game);
    const chronicled = named(game, full);
    const hidden = Object.values(full.cards).filter(
      (card) => before.cards[card.id]?.blueprint === null && !chronicled.has(card.id),
    );
    if (hidden.length < 2) return null;
    const [i, next] = nextInt(hidden.length)(random);
    const first = hidden[i] as CardInstance;
    const type = typeOf(first, full);
    const others = hidden.filter(
      (c) => c.owner === first.owner && c.blueprint !== first.blueprint && typeOf(c, full) === type,
    );
    if (others.length === 0) return null;
    const [j] = nextInt(others.length)(next);
    const second = others[j] as CardInstance;
    const after = View.toView(viewer)(withBlueprintsSwapped(full, first, second));
    if (sameJson(after, before)) return null;
    const title = (c: CardInstance) => blueprintOf(c.id)(full).title;
    return `${viewer}'s view changes when the hidden ${first.id} (${title(first)}) and ${second.id} (${title(second)}) swap what they are`;
  };

/** The zone leak check of both players at this decision (`views`: what each sees of the cards now). */
export const zoneLeaks = (game: Game, views: ReadonlyMap<PlayerId, SeenCards>): ReadonlyArray<Leak> =>
  state(game).players.flatMap(({ id }) => {
    const leak = zoneLeak(id, views.get(id) ?? view(game, id))(game);
    return leak === null ? [] : [leak];
  });

/** The swap leak check of both players at this decision (`views`: their public views now); `seed` picks the cards. */
export const swapLeaks = (
  game: Game,
  views: ReadonlyMap<PlayerId, GameView>,
  seed: number,
): ReadonlyArray<Leak> =>
  state(game).players.flatMap(({ id }, index) => {
    const leak = swapLeak(id, views.get(id) ?? view(game, id), fromSeed(seed + index))(game);
    return leak === null ? [] : [leak];
  });
