// Rulebook "Seed Phases": who seeds next in a seed phase step, and the bookkeeping every step shares.
// The starting player goes first in each seed phase; a player with nothing left to seed is not asked
// (the game never waits on a decision whose only answer is "done").
import * as O from 'fp-ts/Option';
import type { CardType } from '../../cards/blueprint';
import { blueprintOf, type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { cardsInZone } from '../core/zone-index';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * True when `player` has finished the current step (said done or passed).
 * @category predicates
 */
export const hasFinished =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    game.seeding.finished.includes(player);

/**
 * True when the card is in `player`'s own seed deck, the only place seed cards come from (Rulebook "Seed Deck").
 * @category predicates
 */
export const isInOwnSeedDeck =
  (player: PlayerId, card: CardId) =>
  (game: GameState): boolean => {
    const instance = game.cards[card];
    return instance !== undefined && instance.zone.kind === 'seedDeck' && instance.zone.player === player;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The cards of `types` in `player`'s seed deck, in pile order.
 * @category operations
 */
export const seedDeckCards =
  (player: PlayerId, types: ReadonlySet<CardType>) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsInZone({ kind: 'seedDeck', player })(game).filter((id) => types.has(blueprintOf(id)(game).type));

// Rulebook "Seed Phases": the starting player goes first; used where each player finishes a hidden stack in turn
/**
 * The first player, in starting order, who can still act in a step where players seed one after the other.
 * @category operations
 */
export const nextInStartingOrder =
  (canAct: (player: PlayerId) => boolean) =>
  (game: GameState): O.Option<PlayerId> =>
    O.fromNullable(game.players.map((p) => p.id).find((p) => !hasFinished(p)(game) && canAct(p)));

// Rulebook "Facility Phase", "Dilemma Phase" (stages 2 and 4): players alternate one card at a time; a player who
// passed (or has nothing left to seed) is skipped, and the opponent seeds the remaining cards immediately
/**
 * The player who seeds next where players alternate, `first` seeding first, or none when the step is over.
 * @category operations
 */
export const nextAlternating =
  (first: PlayerId, canAct: (player: PlayerId) => boolean) =>
  (game: GameState): O.Option<PlayerId> => {
    const last = game.seeding.lastSeeder;
    const other = (p: PlayerId) => (game.players[0].id === p ? game.players[1].id : game.players[0].id);
    const order = last === null ? [first, other(first)] : [other(last), last];
    return O.fromNullable(order.find((p) => !hasFinished(p)(game) && canAct(p)));
  };

/**
 * Starts a step: nobody has finished or seeded yet (shared missions already seeded are kept).
 * @category operations
 */
export const beginStep = (game: GameState): GameState => ({
  ...game,
  seeding: { ...game.seeding, finished: [], lastSeeder: null },
});

/**
 * Records that `player` finished the current step (said done or passed).
 * @category operations
 */
export const finish =
  (player: PlayerId) =>
  (game: GameState): GameState => ({
    ...game,
    seeding: { ...game.seeding, finished: [...game.seeding.finished, player] },
  });

/**
 * Takes back `player`'s pass of the current step: they may seed again (Rulebook "Facility Phase", L278).
 * @category operations
 */
export const reopen =
  (player: PlayerId) =>
  (game: GameState): GameState =>
    hasFinished(player)(game)
      ? { ...game, seeding: { ...game.seeding, finished: game.seeding.finished.filter((p) => p !== player) } }
      : game;

/**
 * Records that `player` seeded a card, for alternation.
 * @category operations
 */
export const recordSeed =
  (player: PlayerId) =>
  (game: GameState): GameState => ({ ...game, seeding: { ...game.seeding, lastSeeder: player } });

/**
 * The title of a card, for rule messages.
 * @category operations
 */
export const titleOf =
  (card: CardId) =>
  (game: GameState): string =>
    `${blueprintOf(card)(game).title} (${getCard(card)(game).id})`;
