// Rulebook 7.1.1 Beam, as cards at a planet location limit it (Atmospheric Ionization: "Maximum of three personnel per
// turn can be beamed up or down at this location", counted over the turn whoever beams them): each beam up or down
// done counts toward the limits of the cards' prohibitions (`recordDeed`, the port of the interpreter of `prevent`).
// Whether a beam is allowed is ./beam-permission.ts's question.
import type { CardId, GameState, PlayerId, Zone } from '../core/game-state';
import { recordDeed } from '../core/permissions';
import { upOrDownAt } from './beam-permission';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Counts a beam up or down toward the turn's limit of each card at the location that limits it.
 * @category operations
 */
export const recordBeam =
  (player: PlayerId, card: CardId, from: Zone, to: Zone) =>
  (game: GameState): GameState => {
    const location = upOrDownAt(from, to);
    return location === null ? game : recordDeed('beam', { player, card, location })(game);
  };
