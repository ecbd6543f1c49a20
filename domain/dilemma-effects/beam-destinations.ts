// Rulebook 7.1.1 Beam: a dilemma that beams the encountering player's personnel up or back (Portal Guard "beam up or
// die", Alien Parasites "They beam back") sends them aboard one of that player's ships or facilities at the location
// that a beam may reach: docked ships and ships carried aboard another (Rulebook "Carried ships") are places as for
// the `card.beam` order, and 7.6 Cloak: "Other cards may not … beam on or off of … a cloaked card".
import * as E from 'fp-ts/Either';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  type PlayerId,
} from '../core/game-state';
import { checkRouteEnd } from '../orders/beam';
import { carriersWithCarriedAt } from '../orders/places';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.1.1 Beam (the places of a location), 7.6 Cloak (nothing beams onto a cloaked or phased card)
/**
 * The player's ships and facilities at the location that cards may beam onto: docked and carried ones included,
 * cloaked or phased ones (and ships carried aboard them) not. Transporter limits are not checked.
 * @category operations
 */
export const beamUpDestinations =
  (player: PlayerId, location: LocationId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    carriersWithCarriedAt(location)(game).filter((id) => {
      const type = blueprintOf(id)(game).type;
      return (
        getCard(id)(game).controller === player &&
        (type === 'Ship' || type === 'Facility') &&
        E.isRight(checkRouteEnd(player, { kind: 'aboard', carrier: id })(game))
      );
    });
