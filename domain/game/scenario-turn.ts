// The scenario builder's turn under way (./scenario.ts): a position in the middle of the active player's turn, for
// `resumeGame` (machines/engine.ts): the normal card play used or orders begun (Rulebook "Play a Card", "Execute
// Orders"), RANGE already used (7.1.5 Move; the amount set, as orders/turn-state.ts spendRange records it), scores and
// completed missions (Rulebook "Missions", 7.2 "Solving a Mission"). Stopped cards are set by the builder's `modify`.
import type { CardId, GameState, LocationId, PlayerId, TurnState } from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What the active player has done so far this turn. */
export type TurnSoFar = Partial<
  Pick<TurnState, 'normalCardPlayUsed' | 'ordersBegun' | 'personnelDownloaded'>
>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Why a play-phase state cannot be resumed where it is, or null when it can: between the active player's actions (the
 * turn decision, `turn.act`), or in a window or a choice opened between them (the play phase routes to those from the
 * state). A battle or a mission attempt under way, and the start and end of the turn, run in steps and child machines
 * that a state alone does not say how far they have gone: such a position is restored from a persisted game instead.
 * @category predicates
 */
export const whyNotResumable = (game: GameState): string | null => {
  if (game.battle !== undefined) return 'a battle is under way';
  if (game.attempt !== undefined) return 'a mission attempt is under way';
  if (game.resumeAt !== undefined && game.resumeAt !== 'playingCards')
    return `its windows opened at the turn's step "${game.resumeAt}", not between the active player's actions`;
  const decision = game.pending?.decision;
  return decision === undefined || RESUMABLE.has(decision)
    ? null
    : `its pending decision "${decision}" is not one between the active player's actions`;
};

/** The decisions a turn under way may be resumed at: the turn decision, and the windows and choices between actions. */
const RESUMABLE: ReadonlySet<string> = new Set(['turn.act', 'response.window', 'card.choose']);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The turn with what the active player has done so far.
 * @category operations
 */
export const withTurnSoFar =
  (done: TurnSoFar) =>
  (game: GameState): GameState => ({ ...game, turn: { ...game.turn, ...done } });

/**
 * The ship with `amount` of its RANGE used this turn.
 * @category operations
 */
export const withRangeUsed =
  (ship: CardId, amount: number) =>
  (game: GameState): GameState => ({
    ...game,
    orders: { ...game.orders, rangeUsed: { ...game.orders.rangeUsed, [ship]: amount } },
  });

/**
 * The player with `points` scored.
 * @category operations
 */
export const withScore =
  (player: PlayerId, points: number) =>
  (game: GameState): GameState => {
    const [first, second] = game.players;
    const scored = (p: typeof first) => (p.id === player ? { ...p, score: points } : p);
    return { ...game, players: [scored(first), scored(second)] };
  };

/**
 * The location completed by `player`.
 * @category operations
 */
export const withCompleted =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): GameState => {
    const at = game.locations[location];
    if (at === undefined) throw new Error(`scenario: no location ${location}`);
    return { ...game, locations: { ...game.locations, [location]: { ...at, completedBy: player } } };
  };
