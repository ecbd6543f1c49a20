// Rulings "once each turn" and Red Alert!'s "in place of your normal card play": card text a player has used during
// the current turn. Card effects "until end of turn" (Transwarp Conduit's double RANGE, a glance at the opponent's
// hand, Tachyon Detection Grid's forced decloak) are kept beside them. The record names its turn, so it needs no
// reset: a record of an earlier turn is empty, and its effects have ended.

import type { CardId, GameState, PlayerId } from './game-state';
import type { Modifier } from './modifier';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card effect that lasts until the end of the current turn. */
export type TurnEffect =
  /** Rulebook 12.11: a modifier on a card ("It can move double range for this turn"). */
  | { readonly kind: 'modifier'; readonly modifier: Modifier }
  /** Rulebook "Looking at Cards": `viewer` may see these cards ("Glance at the cards in your opponent's hand"). */
  | { readonly kind: 'sight'; readonly viewer: PlayerId; readonly cards: ReadonlyArray<CardId> }
  /** Tachyon Detection Grid: the ship "is forced to de-cloak for rest of turn". */
  | { readonly kind: 'noCloak'; readonly ship: CardId }
  /** Rulings "Tetryon Field": the ship "cannot move for the remainder of the turn", held by the card titled `by`. */
  | { readonly kind: 'noMove'; readonly ship: CardId; readonly by: string }
  /** Asteroid Sanctuary: the ship is hidden "to prevent any battle initiated against that ship for this turn". */
  | { readonly kind: 'hidden'; readonly ship: CardId }
  /**
   * Rulebook 12.3 Control (Neural Servo Device: "use ship and crew for one turn as your own"): cards controlled by
   * another player this turn, with the controller each returns to at its end (domain/card-effects/control.ts).
   */
  | {
      readonly kind: 'control';
      readonly cards: ReadonlyArray<{ readonly card: CardId; readonly returnsTo: PlayerId }>;
    };

const NONE: ReadonlyArray<TurnEffect> = [];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether `player` used the card text `key` (a card title or a rule) during the current turn.
 * @category predicates
 */
export const usedThisTurn =
  (player: PlayerId, key: string) =>
  (game: GameState): boolean =>
    game.textThisTurn !== undefined &&
    game.textThisTurn.turn === game.turn.number &&
    game.textThisTurn.used.includes(`${player}:${key}`);

/**
 * How many times the card text `key` was used during the current turn, by either player.
 * @category predicates
 */
export const timesUsedThisTurn =
  (key: string) =>
  (game: GameState): number => {
    const record = game.textThisTurn;
    if (record === undefined || record.turn !== game.turn.number) return 0;
    let times = 0;
    for (const used of record.used) if (used.slice(used.indexOf(':') + 1) === key) times++;
    return times;
  };

/**
 * The card effects lasting until the end of the current turn.
 * @category predicates
 */
export const effectsThisTurn = (game: GameState): ReadonlyArray<TurnEffect> =>
  game.textThisTurn?.turn === game.turn.number ? (game.textThisTurn.effects ?? NONE) : NONE;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const current = (game: GameState) =>
  game.textThisTurn?.turn === game.turn.number ? game.textThisTurn : { turn: game.turn.number, used: [] };

/**
 * Records that `player` used the card text `key` during the current turn.
 * @category operations
 */
export const useThisTurn =
  (player: PlayerId, key: string) =>
  (game: GameState): GameState => {
    const record = current(game);
    return { ...game, textThisTurn: { ...record, used: [...record.used, `${player}:${key}`] } };
  };

/**
 * Adds a card effect that lasts until the end of the current turn.
 * @category operations
 */
export const addThisTurn =
  (effect: TurnEffect) =>
  (game: GameState): GameState => {
    const record = current(game);
    return { ...game, textThisTurn: { ...record, effects: [...(record.effects ?? NONE), effect] } };
  };

/**
 * The card effects lasting until the end of the current turn without those `ended` names.
 * @category operations
 */
export const endThisTurn =
  (ended: (effect: TurnEffect) => boolean) =>
  (game: GameState): GameState => {
    const effects = effectsThisTurn(game);
    const kept = effects.filter((e) => !ended(e));
    return kept.length === effects.length
      ? game
      : { ...game, textThisTurn: { ...current(game), effects: kept } };
  };
