// Rulebook "Tribbles (11.3)": the questions the tribble chapter asks of the cards in play (query points,
// domain/core/query-points.ts), which the abilities of Tribble and Trouble cards answer
// (domain/card-effects/tribble-answers.ts): which of a player's cards may "stop" one personnel present at random once
// every turn (1 Tribble), and which troubles at a place let a group's tribbles spread just after it breeds (... on the
// Station). A module that imports only the core, so that the points exist before any answer to them is built.
import type { CardId, PlayerId, Zone } from '../core/game-state';
import { allOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card in play whose ability the chapter runs. */
export interface AbilitySource {
  readonly id: CardId;
  readonly title: string;
}

/**
 * Query point: the player's cards in play that may "stop" one personnel present (random selection) once every turn,
 * in the order of the cards in play.
 * @category model
 */
export const randomStoppers = allOf<PlayerId, AbilitySource>('tribbles.randomStoppers');

/**
 * Query point: the troubles at a place whose "Just after this group breeds, … may spread" applies now (their minimum
 * of tribbles present), in the order of the cards in play.
 * @category model
 */
export const spreadersAt = allOf<Zone, CardId>('tribbles.spreadersAt');
