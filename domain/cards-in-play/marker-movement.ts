// Damage markers that restrict where the damaged ship may move (Rulebook 7.5.1: "any immediate effects are played out"
// as the marker is placed): T'Pol/Soong Maneuver, "Burn and Turn: until the end of your next full turn, this ship may
// not move to a mission where an opponent has a ship" ("until the end of your next full turn":
// domain/battle-rules/timed-markers.ts); "where an opponent has a ship": a ship of theirs at the destination, in space, docked
// or carried (Rulebook "Carried ships"). Read by the move order (domain/orders/move.ts).
import * as E from 'fp-ts/Either';
import { blueprintOf, type CardId, type GameState, getCard, type LocationId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { carriersHere, withCarried } from '../spaceline/location-carriers';
import { hasTimedMarker } from './timed-markers';

const RULE = 'Tactic damage marker: Burn and Turn';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a damage marker on the ship keeps it, this turn, from moving to a location where an opponent has a ship.
 * @category predicates
 */
export const avoidsOpponentShips = (ship: CardId): ((game: GameState) => boolean) =>
  hasTimedMarker(ship, 'avoidsOpponentShips');

// T'Pol/Soong Maneuver: "this ship may not move to a mission where an opponent has a ship"
/**
 * Right unless a damage marker on the ship forbids moving it to `to` now.
 * @category predicates
 */
export const checkMarkersAllowMove =
  (ship: CardId, to: LocationId) =>
  (game: GameState): E.Either<RuleError, void> =>
    avoidsOpponentShips(ship)(game) && hasOpponentShip(ship, to, game)
      ? E.left(
          ruleError(
            RULE,
            `${blueprintOf(ship)(game).title} may not move to a mission where an opponent has a ship`,
          ),
        )
      : E.right(undefined);

// Helpers

const hasOpponentShip = (ship: CardId, to: LocationId, game: GameState): boolean => {
  const controller = getCard(ship)(game).controller;
  return withCarried(carriersHere(to)(game))(game).some(
    (id) => blueprintOf(id)(game).type === 'Ship' && getCard(id)(game).controller !== controller,
  );
};
