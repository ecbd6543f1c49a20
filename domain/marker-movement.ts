// Damage markers that restrict where the damaged ship may move (Rulebook 7.5.1: "any immediate effects are played out"
// as the marker is placed): T'Pol/Soong Maneuver, "Burn and Turn: until the end of your next full turn, this ship may
// not move to a mission where an opponent has a ship". "your": the damaged ship's controller; "next full turn"
// (Rulebook 12.2 "full turn"): their first complete turn after the one the marker was placed in; "where an opponent
// has a ship": a ship of theirs at the destination, in space or docked. Read by the move order (domain/orders/move.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { TacticText } from '../cards/effects/tactic-language';
import { declaredText } from './card-effects/in-play';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard, type LocationId } from './game-state';
import { type RuleError, ruleError } from './rule-error';
import { fullTurnsSince } from './turn-count';

const RULE = 'Tactic damage marker: Burn and Turn';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a damage marker on the ship keeps it, this turn, from moving to a location where an opponent has a ship.
 * @category predicates
 */
export const avoidsOpponentShips =
  (ship: CardId) =>
  (game: GameState): boolean => {
    const controller = getCard(ship)(game).controller;
    return cardsIn({ kind: 'playedOn', host: ship })(game).some((marker) => {
      const card = getCard(marker)(game);
      return (
        card.enteredOnTurn !== undefined &&
        fullTurnsSince(card.enteredOnTurn, controller)(game) < 1 &&
        O.exists((text: { readonly tactic?: TacticText }) => text.tactic?.avoidsOpponentShips === true)(
          declaredText(card.blueprint),
        )
      );
    });
  };

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
  const there = cardsIn({ kind: 'atLocation', location: to })(game);
  const docked = there.flatMap((id) => cardsIn({ kind: 'docked', facility: id })(game));
  return [...there, ...docked].some(
    (id) => blueprintOf(id)(game).type === 'Ship' && getCard(id)(game).controller !== controller,
  );
};
