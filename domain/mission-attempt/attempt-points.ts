// Rulebook 7.2 "Attempting a Mission", as a card in play forbids it: the query point the eligibility rule
// (./eligibility.ts) asks, answered by the dilemmas' lasting rules (domain/dilemma-effects/lasting.ts). A module that
// imports only the core, so that the point exists before any answer to it is built.
import type { LocationId } from '../core/game-state';
import { anyOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The query point `attempt.forbidden`: whether a card in play forbids attempting the mission at the location
 * (Radioactive Garbage Scow: "Mission can't be attempted here", a dilemma in play on it).
 * @category model
 */
export const attemptForbidden = anyOf<LocationId>('attempt.forbidden');
