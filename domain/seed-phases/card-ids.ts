// ARCHITECTURE "Hidden information is respected": a card's id tells nothing about the card. A game's cards are placed
// in deck-list order; their ids are then numbered in an order drawn from a generator of their own, derived from the
// game's seed but apart from the game's random state (so no shuffle or random selection changes: the game is the same
// game, its cards named differently). Knowing a deck list no longer tells which card `p2-26` is.
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { fromSeed, shuffle } from '../core/random';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** The seed of the id generator: the game's seed mixed with a constant of its own. */
const idSeed = (seed: number): number => (Math.imul(seed >>> 0, 0x2c1b3c6d) ^ 0x297a2d39) >>> 0;

/** The id setup gives the `n`-th card of an owner (deck-list order) before the renaming. */
const idOf = (owner: PlayerId, n: number): CardId => `${owner}-${String(n).padStart(2, '0')}`;

/**
 * From each id a new game's setup gives its cards (owner and deck-list position, `p1-01` …) to the id they have in
 * the game of this seed, and back: for tools that compare games across the two namings.
 * @category constructors
 */
export const renaming = (
  seed: number,
  game: GameState,
): { readonly toGame: ReadonlyMap<CardId, CardId>; readonly toDeckOrder: ReadonlyMap<CardId, CardId> } => {
  const toGame = new Map<CardId, CardId>();
  let random = fromSeed(idSeed(seed));
  for (const player of game.players) {
    const count = Object.values(game.cards).filter((card) => card.owner === player.id).length;
    const [numbers, next] = shuffle(Array.from({ length: count }, (_, index) => index + 1))(random);
    random = next;
    numbers.forEach((n, index) => {
      toGame.set(idOf(player.id, index + 1), idOf(player.id, n));
    });
  }
  return { toGame, toDeckOrder: new Map([...toGame].map(([deckOrder, inGame]) => [inGame, deckOrder])) };
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * A new game's cards under ids drawn for its seed: the same cards in the same places, in the same order of `cards`.
 * Only for a game just set up, whose cards are all in their owner's piles (no card names another yet).
 * @category operations
 */
export const renameCards =
  (seed: number) =>
  (game: GameState): GameState => {
    const { toGame } = renaming(seed, game);
    const rename = (id: CardId): CardId => toGame.get(id) ?? id;
    const cards = Object.fromEntries(
      Object.entries(game.cards).map(([id, card]) => [rename(id), { ...card, id: rename(id) }]),
    );
    const zones = Object.fromEntries(Object.entries(game.zones).map(([key, ids]) => [key, ids.map(rename)]));
    return { ...game, cards, zones };
  };
