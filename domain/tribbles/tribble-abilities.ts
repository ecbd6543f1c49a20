// Rulebook "Tribbles (11.3)": the question the tribble chapter asks of the cards in play (a query point,
// domain/core/query-points.ts), which the abilities of Trouble cards answer (domain/card-effects/tribble-answers.ts):
// which troubles at a place let a group's tribbles spread just after it breeds (... on the Station). (1 Tribble's
// "Once every turn, may "stop" …" is an activated ability, domain/card-effects/activated.ts.) A module that imports
// only the core, so that the point exists before any answer to it is built.
import type { CardId, Zone } from '../core/game-state';
import { allOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Query point: the troubles at a place whose "Just after this group breeds, … may spread" applies now (their minimum
 * of tribbles present), in the order of the cards in play.
 * @category model
 */
export const spreadersAt = allOf<Zone, CardId>('tribbles.spreadersAt');
