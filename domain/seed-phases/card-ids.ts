// ARCHITECTURE "Hidden information is respected": a card's id tells nothing about the card. A game's cards are placed
// in deck-list order; their ids are then numbered in an order drawn from a generator of their own, derived from the
// game's seed but apart from the game's random state (so no shuffle or random selection changes: the game is the same
// game, its cards named differently). Knowing a deck list no longer tells which card `p2-26` is.
import type { CardId, CardInstance, GameState, PlayerId, ZoneKey } from '../core/game-state';
import { fromSeed, shuffle } from '../core/random';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** The seed of the id generator: the game's seed mixed with a constant of its own. */
const idSeed = (seed: number): number => (Math.imul(seed >>> 0, 0x2c1b3c6d) ^ 0x297a2d39) >>> 0;

/** The id setup gives the `n`-th card of an owner (deck-list order) before the renaming. */
const idOf = (owner: PlayerId, n: number): CardId => `${owner}-${String(n).padStart(2, '0')}`;

/** The number of cards each player owns, in the order of `game.players`. */
const ownedCounts = (game: GameState): ReadonlyArray<number> => {
  const owners = game.players.map((player) => player.id);
  const counts = owners.map(() => 0);
  for (const id in game.cards) {
    const index = owners.indexOf((game.cards[id] as CardInstance).owner);
    if (index >= 0) counts[index] = (counts[index] as number) + 1;
  }
  return counts;
};

/**
 * For each player in turn, the in-game number of each of their cards in deck-list order: a shuffle of 1..count drawn
 * from the id generator (each player's shuffle continues where the one before left it).
 */
const gameNumbers = (seed: number, counts: ReadonlyArray<number>): ReadonlyArray<ReadonlyArray<number>> => {
  let random = fromSeed(idSeed(seed));
  return counts.map((count) => {
    const [numbers, next] = shuffle(Array.from({ length: count }, (_, index) => index + 1))(random);
    random = next;
    return numbers;
  });
};

/** From each deck-order id of a new game (`p1-01` …) to its id in the game of this seed. */
const toGameIds = (seed: number, game: GameState): Map<CardId, CardId> => {
  const toGame = new Map<CardId, CardId>();
  gameNumbers(seed, ownedCounts(game)).forEach((numbers, player) => {
    const owner = (game.players[player] as GameState['players'][number]).id;
    numbers.forEach((n, index) => {
      toGame.set(idOf(owner, index + 1), idOf(owner, n));
    });
  });
  return toGame;
};

/**
 * From each id a new game's setup gives its cards (owner and deck-list position, `p1-01` …) to the id they have in
 * the game of this seed, and back: for tools that compare games across the two namings.
 * @category constructors
 */
export const renaming = (
  seed: number,
  game: GameState,
): { readonly toGame: ReadonlyMap<CardId, CardId>; readonly toDeckOrder: ReadonlyMap<CardId, CardId> } => {
  const toGame = toGameIds(seed, game);
  return { toGame, toDeckOrder: new Map([...toGame].map(([deckOrder, inGame]) => [inGame, deckOrder])) };
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * A new game's cards under ids drawn for its seed: the same cards in the same places, in the same order of `cards`.
 * Only for a game just set up, whose cards are all in their owner's piles (no card names another yet). One pass over
 * `cards` and one over `zones` (issue #17: a new game's setup).
 * @category operations
 */
export const renameCards =
  (seed: number) =>
  (game: GameState): GameState => {
    const toGame = toGameIds(seed, game);
    const cards: Record<CardId, CardInstance> = {};
    for (const id in game.cards) {
      const renamed = toGame.get(id) ?? id;
      cards[renamed] = { ...(game.cards[id] as CardInstance), id: renamed };
    }
    const zones: Record<ZoneKey, ReadonlyArray<CardId>> = {};
    for (const key in game.zones)
      zones[key] = (game.zones[key] as ReadonlyArray<CardId>).map((id) => toGame.get(id) ?? id);
    return { ...game, cards, zones };
  };
