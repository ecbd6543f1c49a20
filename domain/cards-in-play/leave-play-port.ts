// Rulebook "Leaving Play": what a card leaving play sets off in the chapters above this one. A [Tactic] damage marker
// goes back to its Battle Bridge side deck (Rulings "damage", Auxiliary Control: domain/battle-rules/battle-bridge.ts),
// the carrying ship of a destroyed carried ship is damaged (Rulebook "Carried ships", 7.5.1:
// domain/battle-rules/damage.ts), and the holograms a Holo-Projectors leaving play no longer lets exist are erased
// (Rulebook "Holograms": domain/special-rules/holograms.ts). ./leave-play.ts asks this port and
// domain/game/interpreters.ts plugs those rules in, so that the chapter every rule reads imports none above it.
import type { CardId, GameState, LocationId } from '../core/game-state';
import { port, use } from '../core/ports';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The rules of the chapters above that a card leaving play sets off. */
export interface LeavingPlay {
  /** A [Tactic] damage marker leaving play with its host goes back to its Battle Bridge side deck. */
  readonly returnMarker: (marker: CardId) => (game: GameState) => GameState;
  /** A ship is damaged (7.5.1: rotation or tactics damage, as the deck decides). */
  readonly damageShip: (ship: CardId) => (game: GameState) => GameState;
  /** The holograms on the planet surface of the location are erased if they may no longer exist there. */
  readonly eraseStranded: (location: LocationId) => (game: GameState) => GameState;
}

/**
 * The port of the rules a card leaving play sets off.
 * @category model
 */
export const leavingPlayPort = port<LeavingPlay>('cardsInPlay.leavingPlay');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The rules a card leaving play sets off, plugged in (domain/game/interpreters.ts).
 * @category operations
 */
export const leavingPlay = (): LeavingPlay => use(leavingPlayPort);
