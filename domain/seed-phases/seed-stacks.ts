// Rulebook "Dilemma Phase" and "Seed Phases": the face-down stacks of seed cards under missions, and the
// locations they are built at (shared missions, the owner of the bottom mission card, spaceline order).
import type { Quadrant } from '../../cards/blueprint';
import {
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const quadrantOrder: ReadonlyArray<Quadrant> = ['Alpha', 'Gamma', 'Delta', 'Mirror'];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * True when the location is a shared mission: two mission cards (Rulebook "Mission Phase").
 * @category predicates
 */
export const isShared =
  (location: LocationId) =>
  (game: GameState): boolean =>
    (game.locations[location]?.missions.length ?? 0) > 1;

/**
 * The owner of the bottom (first placed) mission card of a location.
 * @category predicates
 */
export const bottomMissionOwner =
  (location: LocationId) =>
  (game: GameState): PlayerId =>
    getCard(game.locations[location]?.missions[0] ?? location)(game).owner;

/**
 * Every location, spaceline by spaceline (Alpha, Gamma, Delta, Mirror), left to right.
 * @category predicates
 */
export const locationsInOrder = (game: GameState): ReadonlyArray<LocationId> =>
  quadrantOrder.flatMap((q) => game.spacelines[q] ?? []);

/**
 * How many face-down cards `player` has seeded under the mission at `location`: either player may count them
 * (Rulebook "Seed Phases").
 * @category predicates
 */
export const seededCount =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): number =>
    cardsIn({ kind: 'underMission', location })(game).filter((id) => {
      const card = getCard(id)(game);
      return card.seededBy === player && !card.faceUp;
    }).length;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Dilemma Phase": a stack is built in the order met (first seeded at the bottom) and slid under the
// mission; stage 3 stacks go on top of the cards already there, and in stage 2 each card goes on top of the last
/**
 * Puts a card face down on top of the cards under the mission at `location`, seeded by `player`.
 * @category operations
 */
export const addToStack =
  (player: PlayerId, card: CardId, location: LocationId) =>
  (game: GameState): GameState =>
    updateCard(card, (c) => ({ ...c, faceUp: false, seededBy: player }))(
      moveCard(card, { kind: 'underMission', location }, 'top')(game),
    );
