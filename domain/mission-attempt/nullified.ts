// Rulebook "Dilemmas" nullifiers: "nullified" dilemmas are removed before they have any effect. The mission attempt's
// query point: which card in play nullifies the dilemma a crew or Away Team in `place` encounters? Card text answers it
// (domain/card-effects/dilemma-nullifiers.ts: "Where present, nullifies {Armus} … dilemmas", "While in play,
// nullifies {Firestorm}"); the encounter (encounter.ts) asks it and imports no card interpreter.
import * as O from 'fp-ts/Option';
import type { CardId, GameState, Zone } from '../core/game-state';
import { ask, type QueryPoint, queryPoint } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A dilemma encountered by the team in `place`. */
export interface EncounteredDilemma {
  readonly dilemma: CardId;
  readonly place: Zone;
}

/**
 * The query point `encounter.nullifiedBy`: the first card in play that nullifies the dilemma, if any.
 * @category model
 */
export const nullifiedBy: QueryPoint<EncounteredDilemma, O.Option<CardId>> = queryPoint<
  EncounteredDilemma,
  O.Option<CardId>
>('encounter.nullifiedBy', O.none, (a, b) => (O.isSome(a) ? a : b));

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Dilemmas": a nullified dilemma is removed before it has any effect
/**
 * The card in play that nullifies the dilemma the team in `place` encounters, if any.
 * @category predicates
 */
export const nullifierOf =
  (dilemma: CardId, place: Zone) =>
  (game: GameState): O.Option<CardId> =>
    ask(nullifiedBy, { dilemma, place })(game);
