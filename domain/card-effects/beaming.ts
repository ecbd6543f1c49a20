// Rulebook 7.1.1 Beam, as cards at a planet location limit it (Atmospheric Ionization: "Maximum of three personnel per
// turn can be beamed up or down at this location", counted over the turn whoever beams them): each beam up or down
// done counts toward the limits of the cards' prohibitions (`recordDeed`, the interpreter of `prevent`). Whether a beam
// is allowed is the beam chapter's question (domain/orders/beam-permission.ts).
import type { CardId, GameState, PlayerId, Zone } from '../core/game-state';
import { upOrDownAt } from '../orders/beam-permission';
import { recordDeed } from './permissions';

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
