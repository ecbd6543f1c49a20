// ARCHITECTURE "Hidden information is respected": a card's id tells nothing about the card. A game's cards are placed
// in deck-list order, each player's numbered (`p1-01` …) in an order drawn from a generator of its own, derived from
// the game's seed but apart from the game's random state (so no shuffle or random selection changes: the game is the
// same game whatever its cards are named). Knowing a deck list does not tell which card `p2-26` is.
import type { CardId, CardInstance, GameState, PlayerId } from '../core/game-state';
import { fromSeed, shuffle } from '../core/random';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** The seed of the id generator: the game's seed mixed with a constant of its own. */
const idSeed = (seed: number): number => (Math.imul(seed >>> 0, 0x2c1b3c6d) ^ 0x297a2d39) >>> 0;

/** The id of an owner's card numbered `n`: `p1-07`. */
const idOf = (owner: PlayerId, n: number): CardId => `${owner}-${String(n).padStart(2, '0')}`;

/**
 * The ids of each player's cards in a new game of this seed, in deck-list order: for each player in turn (the
 * starting player first, as setup places them), the numbers 1 to their count of cards in an order drawn from the id
 * generator (each player's draw continues where the one before left it).
 * @category constructors
 */
export const gameCardIds = (
  seed: number,
  counts: ReadonlyArray<readonly [PlayerId, number]>,
): ReadonlyArray<ReadonlyArray<CardId>> => {
  let random = fromSeed(idSeed(seed));
  return counts.map(([owner, count]) => {
    const [numbers, next] = shuffle(Array.from({ length: count }, (_, index) => index + 1))(random);
    random = next;
    return numbers.map((n) => idOf(owner, n));
  });
};

/** Each player with the number of cards they own, in the order of `game.players`. */
const ownedCounts = (game: GameState): ReadonlyArray<readonly [PlayerId, number]> => {
  const owners = game.players.map((player) => player.id);
  const counts = owners.map(() => 0);
  for (const id in game.cards) {
    const index = owners.indexOf((game.cards[id] as CardInstance).owner);
    if (index >= 0) counts[index] = (counts[index] as number) + 1;
  }
  return owners.map((owner, index) => [owner, counts[index] as number]);
};

/**
 * From the id of each card of a new game of this seed in deck-list order (owner and position, `p1-01` …) to its id in
 * the game, and back: for tools that compare games across the two namings.
 * @category constructors
 */
export const renaming = (
  seed: number,
  game: GameState,
): { readonly toGame: ReadonlyMap<CardId, CardId>; readonly toDeckOrder: ReadonlyMap<CardId, CardId> } => {
  const toGame = new Map<CardId, CardId>();
  const toDeckOrder = new Map<CardId, CardId>();
  const counts = ownedCounts(game);
  gameCardIds(seed, counts).forEach((ids, player) => {
    const [owner] = counts[player] as readonly [PlayerId, number];
    ids.forEach((inGame, index) => {
      const deckOrder = idOf(owner, index + 1);
      toGame.set(deckOrder, inGame);
      toDeckOrder.set(inGame, deckOrder);
    });
  });
  return { toGame, toDeckOrder };
};
