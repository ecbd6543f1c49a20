// The rules a game is played by, chosen when it is created (README "Rulebook edition"): which document wins where the
// rulebook v2.5.6 (2024) and the Current Rulings of 2000-06-26 disagree, and whether cards whose game text is not
// implemented may play as blank cards.

import type { CardId } from './card-instance';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * `'rulebook-2024'` (the default): the 1E rulebook v2.5.6 is the specification; `'current-rulings-2000'`: the
 * Decipher-era rulings where they differ (README lists each such ruling).
 */
export type RulesEdition = 'rulebook-2024' | 'current-rulings-2000';

/** The editions a game may choose. */
export const RULES_EDITIONS: ReadonlyArray<RulesEdition> = ['rulebook-2024', 'current-rulings-2000'];

/** The options of `GameState.rules`; absent means the defaults. */
export interface RulesOptions {
  /** Default `'rulebook-2024'`. */
  readonly edition?: RulesEdition;
  /** Cards whose game text is not implemented play as blank cards (default false: such a deck is refused). */
  readonly allowUnimplemented?: boolean;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The edition a game follows.
 * @category predicates
 */
export const editionOf = (game: { readonly rules?: RulesOptions }): RulesEdition =>
  game.rules?.edition ?? 'rulebook-2024';

/**
 * Whether a value names a rules edition (the boundary is hostile: `createGame` checks its options).
 * @category predicates
 */
export const isRulesEdition = (value: unknown): value is RulesEdition =>
  RULES_EDITIONS.includes(value as RulesEdition);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// README "No silent blank cards": every time a card whose game text is not implemented matters, the game records it
/**
 * Records that a card whose game text is not implemented mattered as a blank card (`GameState.blankCards`, copied
 * into the game result); the caller writes the log entry.
 * @category operations
 */
export const markBlank =
  (card: CardId) =>
  <G extends { readonly blankCards?: ReadonlyArray<CardId> }>(game: G): G =>
    game.blankCards?.includes(card) === true
      ? game
      : { ...game, blankCards: [...(game.blankCards ?? []), card] };
