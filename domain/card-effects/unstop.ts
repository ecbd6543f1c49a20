// Distortion of Space/Time Continuum: "Plays on any ship. 'Unstops' ship, crew, and ship's Away Teams and restores
// any of this turn's RANGE already used by that ship." Rulings "stopped": cards stopped for a duration may still be
// unstopped by it. The engine does not record which ship an Away Team came from; by Rulings "Away Team and crew" (an
// Away Team is associated with one ship) it reads "ship's Away Teams" as the ship's controller's stopped personnel on
// the planet surface at the ship's location who are compatible with the ship (all stopped cards were stopped this
// turn: Rulebook 10.2.1, they unstop at the start of each turn).

import * as O from 'fp-ts/Option';
import { areCompatible } from '../cards-in-play/compatibility';
import { setStopped } from '../cards-in-play/presence';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard, locationOf } from '../core/game-state';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The ship's Away Teams, as read here: its controller's stopped personnel on the planet surface at its location who
 * are compatible with it.
 * @category operations
 */
export const shipsAwayTeams =
  (ship: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const at = locationOf(ship)(game);
    if (O.isNone(at)) return [];
    const controller = getCard(ship)(game).controller;
    return cardsIn({ kind: 'planetSurface', location: at.value })(game).filter((id) => {
      const card = getCard(id)(game);
      return (
        card.controller === controller &&
        card.stopped &&
        blueprintOf(id)(game).type === 'Personnel' &&
        areCompatible(id, ship)(game)
      );
    });
  };

// Distortion of Space/Time Continuum: "'Unstops' ship, crew, and ship's Away Teams and restores any of this turn's
// RANGE already used by that ship"
/**
 * The ship, its crew and its Away Teams unstopped, and all the RANGE it used this turn available again.
 * @category operations
 */
export const unstopShipAndRestoreRange =
  (ship: CardId) =>
  (game: GameState): GameState => {
    if (game.cards[ship] === undefined) return game;
    const teams = shipsAwayTeams(ship)(game);
    const unstopped = teams.reduce((g, id) => setStopped(id, false)(g), setStopped(ship, false)(game));
    const { [ship]: _used, ...rangeUsed } = unstopped.orders.rangeUsed;
    return _used === undefined ? unstopped : { ...unstopped, orders: { ...unstopped.orders, rangeUsed } };
  };
