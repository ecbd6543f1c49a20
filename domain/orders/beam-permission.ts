// Rulebook 7.1.1 Beam, as cards at a planet location restrict it: beaming "up or down" is between the planet surface and
// a ship or facility there, and asks the query point `beam.prevented` (Distortion Field: "While face up, prevents all
// beaming down/up here"; Atmospheric Ionization: "Maximum of three personnel per turn can be beamed up or down at this
// location"; Pattern Enhancers lets its player through both). The beam orders (domain/orders/beam.ts) and the tribble
// moves (domain/tribbles/tribble-beam.ts, tribble-carry.ts) ask `checkBeamingAllowed`; the beams done count toward the
// limits through ./beam-limits.ts `recordBeam`.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CardId, GameState, LocationId, PlayerId, Zone } from '../core/game-state';
import { prevented } from '../core/permissions';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';

const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.1.1 Beam: "up or down" between a planet surface and a ship or facility at its location
/**
 * The planet location of a beam up or down (one end on the planet surface), or null for other beams.
 * @category predicates
 */
export const upOrDownAt = (from: Zone, to: Zone): LocationId | null => {
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
