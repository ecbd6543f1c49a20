// Rulebook 7.4 Battle, stage 1 Initiation, as card text hides a ship (Asteroid Sanctuary: "hides ship to prevent any
// battle initiated against that ship for this turn"): the hiding is kept in the current turn's record
// (domain/core/this-turn.ts, made by domain/card-effects/hiding.ts) and ends with the turn; the initiation rule
// (./initiation.ts) and the self-controlled cards' attacks (./self-controlled.ts) ask `isHidden`.
import type { CardId, GameState } from '../core/game-state';
import { effectsThisTurn } from '../core/this-turn';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Asteroid Sanctuary: "hides ship to prevent any battle initiated against that ship for this turn"
/**
 * Whether card text hides the ship from any battle initiated against it until the end of this turn.
 * @category predicates
 */
export const isHidden =
  (ship: CardId) =>
  (game: GameState): boolean =>
    effectsThisTurn(game).some((e) => e.kind === 'hidden' && e.ship === ship);
