// Rulebook "Leaving Play": a killed personnel goes to its owner's discard pile, unless a card in play replaces its
// death (Genetronic Replicator: "When a personnel is targeted to die, you may … return that personnel to hand
// instead"). The question `LeavePlay.kill` asks (domain/card-effects/targeted-to-die.ts answers it). A module of its
// own that imports only the core, so that the query point exists before any answer to it is built, whatever order the
// modules load in.
import * as O from 'fp-ts/Option';
import type { CardId, GameState } from '../core/game-state';
import { queryPoint } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Query point: the game a card in play makes of a personnel's death instead (the first answer wins); none when it
 * simply dies.
 * @category model
 */
export const deathReplaced = queryPoint<CardId, O.Option<GameState>>(
  'leavePlay.deathReplaced',
  O.none,
  (a, b) => (O.isSome(a) ? a : b),
);
