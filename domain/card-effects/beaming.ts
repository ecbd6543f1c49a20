// Rulebook 7.1.1 Beam, as cards at a planet location restrict it: beaming "up or down" is between the planet surface and
// a ship or facility there, and asks the query point `beam.prevented` (Distortion Field: "While face up, prevents all
// beaming down/up here"; Atmospheric Ionization: "Maximum of three personnel per turn can be beamed up or down at this
// location", counted over the turn whoever beams them; Pattern Enhancers lets its player through both). The beam orders
// ask `checkBeamingAllowed` and tell `recordBeam` after each beam.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CardId, GameState, LocationId, PlayerId, Zone } from '../core/game-state';
import { prevented } from '../core/permissions';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { recordDeed } from './permissions';

const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The planet location of a beam up or down (one end on the planet surface), or null for other beams. */
const upOrDownAt = (from: Zone, to: Zone): LocationId | null => {
  if (from.kind === 'planetSurface' && to.kind === 'aboard') return from.location;
  if (to.kind === 'planetSurface' && from.kind === 'aboard') return to.location;
  return null;
};

// Rulebook 7.1.1 Beam, restricted by the cards at the planet location
/**
 * Right unless a card at the planet location prevents beaming this card up or down there now.
 * @category predicates
 */
export const checkBeamingAllowed =
  (player: PlayerId, card: CardId, from: Zone, to: Zone) =>
  (game: GameState): E.Either<RuleError, void> => {
    const location = upOrDownAt(from, to);
    if (location === null) return ok;
    const preventing = ask(prevented.beam, { player, card, location })(game);
    return O.isSome(preventing)
      ? E.left(
          ruleError(preventing.value, `${preventing.value} prevents beaming this card down or up here now.`),
        )
      : ok;
  };

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
