// Damage markers that restrict the battles the damaged ship may initiate (Rulebook 7.5.1: "any immediate effects are
// played out" as the marker is placed; the restriction lasts while the marker is on the ship): Humanity's Last Stand,
// "Drive off: May not initiate battle at {Ceti Alpha V}": the ship may not be among the attackers of a ship battle at
// the location its mission card names (`Spaceline.locationName`). Read by `battle.initiate` (domain/battle-rules/initiation.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { MissionBlueprint } from '../../cards/blueprint';
import type { TacticText } from '../../cards/language/tactic-language';
import { markersOn, tacticText } from '../cards-in-play/damage-markers';
import { blueprintOf, type CardId, type GameState, type LocationId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { locationName } from '../spaceline/spaceline';

const RULE = 'Tactic damage marker: Drive off';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a damage marker's text forbids the ship it damages to initiate battle at the location.
 * @category predicates
 */
export const forbidsBattleAt =
  (text: TacticText, location: LocationId) =>
  (game: GameState): boolean => {
    const banned = text.mayNotInitiateBattleAt;
    const missions = game.locations[location]?.missions ?? [];
    return (
      banned !== undefined &&
      missions.some((id) => locationName(blueprintOf(id)(game) as MissionBlueprint) === banned)
    );
  };

// Humanity's Last Stand: "May not initiate battle at {Ceti Alpha V}"
/**
 * Right unless a damage marker on one of the attacking ships forbids it to initiate battle at the location.
 * @category predicates
 */
export const checkMarkersAllowBattle =
  (attackers: ReadonlyArray<CardId>, location: LocationId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const barred = attackers.find((ship) =>
      markersOn(ship)(game).some((marker) =>
        O.exists((text: TacticText) => forbidsBattleAt(text, location)(game))(tacticText(marker)(game)),
      ),
    );
    return barred === undefined
      ? E.right(undefined)
      : E.left(
          ruleError(RULE, `${blueprintOf(barred)(game).title} may not initiate battle at this location`),
        );
  };
