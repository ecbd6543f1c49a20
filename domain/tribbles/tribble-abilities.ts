// Rulebook "Tribbles (11.3)": what the tribble chapter asks of the cards in play. A query point (domain/core/query-
// points.ts), which the abilities of Trouble cards answer (domain/card-effects/tribble-answers.ts): which troubles at a
// place have an ability on their group breeding that applies now (... on the Station: "1,000: Just after this group
// breeds, up to 100 of its tribbles may "spread""); and a port (domain/core/ports.ts) the interpreters implement: how
// many tribbles such an ability spreads, and its effects once its owner decides to use it. (1 Tribble's "Once every
// turn, may "stop" …" is an activated ability, domain/card-effects/activated.ts.) A module that imports only the core,
// so that the point exists before any answer to it is built.
import type { CardId, GameState, Zone } from '../core/game-state';
import { port, use } from '../core/ports';
import { allOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Query point: the troubles at a place whose "Just after this group breeds, … may …" applies now (their condition, a
 * minimum of tribbles present, holding), in the order of the cards in play.
 * @category model
 */
export const spreadersAt = allOf<Zone, CardId>('tribbles.spreadersAt');

/** What the tribble chapter needs done by the interpreters of a trouble's ability on its group breeding. */
export interface TroubleText {
  /** "up to 100 of its tribbles": the most tribbles the ability of `trouble` spreads (0 when none). */
  readonly spreadLimit: (trouble: CardId) => (game: GameState) => number;
  /** The ability's effects, its owner having decided to use it: `tribbles` (of its group) spread `to` the place. */
  readonly spread: (
    trouble: CardId,
    tribbles: ReadonlyArray<CardId>,
    to: Zone,
  ) => (game: GameState) => GameState;
}

/** The port of the troubles' abilities on their group breeding. */
export const troubleTextPort = port<TroubleText>('tribbles.troubleText');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The interpreters of the troubles' abilities (plugged in by domain/game/interpreters.ts).
 * @category operations
 */
export const troubleText = (): TroubleText => use(troubleTextPort);
