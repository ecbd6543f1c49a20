// Rulebook "Reporting for Duty": "A card may report for duty at any time location where it is native (as defined by a
// listing on the Time Location). It may report directly to the Time Location card (if a [P] Planet location), to any of
// your ships there, or to any compatible, usable facility there. No additional [AU]-enabling card is required to report
// native [AU] cards to a time location." Current Rulings "time location": a ship reports "in orbit of the location".
// "Any of your ships there": in space, landed, docked or carried (Rulebook "Carried ships": a carried ship is a place).
// Every report at a time location is of this kind: a card not native to it may not report there. A report names as its
// `facility` the place it reports to: the time location card (its planet surface, or in orbit for a ship), or a ship or
// facility there. "Once per turn, one such card reporting at this location may report for free" (Camp Khitomer; Rulebook
// "Play a Card": a card played "for free" does not count as the normal card play, and is played before orders).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isUsableBy } from '../cards-in-play/compatibility';
import { canEnterPlay } from '../cards-in-play/persona';
import { forbidsFreeReportingAboard } from '../cards-in-play/timed-markers';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { isPrevented } from '../core/permissions';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { carriersWithCarriedAt, zoneOfPlace } from '../orders/places';
import {
  isNativeTo,
  isPlanetTimeLocation,
  isTimeLocation,
  timeLocationsInPlay,
  timeLocationText,
} from '../time-travel/time-locations';
import type { ReportCard } from './card-play';
import { reportAffiliations, reportsTo } from './report-commands';
import { enterAt } from './reporting';
import { checkAffiliation } from './reporting-affiliation';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A report for duty: the `card.play` command of kind `report` (domain/card-play/card-play.ts). */
export type Report = ReportCard;

const RULE = 'Reporting for Duty';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The time location a report goes to, or none for a report elsewhere.
 * @category predicates
 */
export const timeLocationOf =
  (report: Report) =>
  (game: GameState): O.Option<LocationId> =>
    game.cards[report.facility] === undefined
      ? O.none
      : O.filter((location: LocationId) => isTimeLocation(location)(game))(locationOf(report.facility)(game));

/**
 * Whether the report goes to a time location (and this module decides it).
 * @category predicates
 */
export const isTimeLocationReport =
  (report: Report) =>
  (game: GameState): boolean =>
    O.isSome(timeLocationOf(report)(game));

/**
 * Right when the card in hand may report for duty to that place at a time location, timing aside, else the rule it
 * breaks.
 * @category predicates
 */
export const checkReport =
  (report: Report) =>
  (game: GameState): E.Either<RuleError, void> => {
    const at = timeLocationOf(report)(game);
    if (O.isNone(at)) return E.left(ruleError(RULE, `${report.facility} is not at a time location`));
    const card = blueprintOf(report.card)(game);
    if (card.type !== 'Personnel' && card.type !== 'Ship' && card.type !== 'Equipment')
      return E.left(
        ruleError(RULE, `${card.title} is a ${card.type}: only personnel, ships and equipment report`),
      );
    const place = blueprintOf(at.value)(game).title;
    if (!isNativeTo(at.value)(card)(game))
      return E.left(ruleError(RULE, `${card.title} is not native to ${place}: it may not report there`));
    const zone = entryZone(report, at.value, game);
    if (E.isLeft(zone)) return zone;
    const affiliation = checkAffiliation(
      report.card,
      { facility: report.facility, zone: zone.right, affiliation: report.affiliation },
      report.player,
      game,
    );
    if (E.isLeft(affiliation)) return affiliation;
    return canEnterPlay(card.id, getCard(report.card)(game).owner)(game);
  };

// Camp Khitomer: "Once per turn, one such card reporting at this location may report for free"
/**
 * Whether this report at a time location is free: its text allows one native's free report each turn, not yet used.
 * @category predicates
 */
export const reportsForFree =
  (report: Report) =>
  (game: GameState): boolean =>
    O.exists(
      (location: LocationId) =>
        O.exists(
          (text: { readonly oneNativeReportsFreeEachTurn?: boolean }) =>
            text.oneNativeReportsFreeEachTurn === true,
        )(timeLocationText(blueprintOf(location)(game).id)) &&
        !usedThisTurn(report.player, freeKey(location))(game) &&
        // Close Quarters Combat's damage marker: "no free reporting aboard"
        !forbidsFreeReportingAboard(report.facility)(game) &&
        // 100,000 Tribbles: "Where present, prevents personnel from reporting 'for free.'"
        !E.exists((zone: Zone) =>
          isPrevented('reportForFree', { player: report.player, card: report.card, zone })(game),
        )(entryZone(report, location, game)),
    )(timeLocationOf(report)(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every report of the card in hand to a time location where it is native, exactly (timing aside): to each place
 * there, in each printed affiliation.
 * @category operations
 */
export const reportCandidates =
  (player: PlayerId, card: CardId) =>
  (game: GameState): ReadonlyArray<Report> => {
    const blueprint = blueprintOf(card)(game);
    const places = timeLocationsInPlay(game)
      .filter((location) => isNativeTo(location)(blueprint)(game))
      .flatMap((location) => [location, ...carriersWithCarriedAt(location)(game)]);
    return reportsTo(
      player,
      card,
      places,
      reportAffiliations(blueprint),
    )(game).filter((report) => E.isRight(checkReport(report)(game)));
  };

/**
 * The reports of the card in hand that are free now at a time location (timing aside).
 * @category operations
 */
export const freeReportCandidates =
  (player: PlayerId, card: CardId) =>
  (game: GameState): ReadonlyArray<Report> =>
    reportCandidates(player, card)(game).filter((report) => reportsForFree(report)(game));

/**
 * The card reported at the time location (a legal report).
 * @category operations
 */
export const report =
  (command: Report) =>
  (game: GameState): GameState => {
    const at = timeLocationOf(command)(game);
    const zone = O.isSome(at)
      ? entryZone(command, at.value, game)
      : E.left(ruleError(RULE, 'no time location'));
    if (E.isLeft(zone)) throw new Error(`report: ${zone.left.rule}: ${zone.left.message}`);
    return enterAt(command.card, {
      facility: command.facility,
      zone: zone.right,
      affiliation: command.affiliation,
    })(game);
  };

/**
 * The game with the time location's free report used this turn by the player.
 * @category operations
 */
export const useFreeReport =
  (command: Report) =>
  (game: GameState): GameState =>
    O.match(
      () => game,
      (location: LocationId) => useThisTurn(command.player, freeKey(location))(game),
    )(timeLocationOf(command)(game));

// Helpers

const freeKey = (location: LocationId): string => `freeReport:${location}`;

// Rulebook "Reporting for Duty" at a time location: on the planet (a [P] location) or in orbit (a ship); aboard your
// ship there (in space, docked or carried: a place, `zoneOfPlace`); aboard a usable facility there
const entryZone = (report: Report, location: LocationId, game: GameState): E.Either<RuleError, Zone> => {
  const card = blueprintOf(report.card)(game);
  const place = blueprintOf(report.facility)(game);
  if (report.facility === location) {
    if (card.type === 'Ship') return E.right({ kind: 'atLocation', location });
    return isPlanetTimeLocation(location)(game)
      ? E.right({ kind: 'planetSurface', location })
      : E.left(
          ruleError(
            RULE,
            `${place.title} is not a [P] planet location: report aboard a ship or facility there`,
          ),
        );
  }
  if (card.type === 'Ship')
    return E.left(ruleError(RULE, `${card.title} reports in orbit of ${place.title}'s location`));
  const aboard = zoneOfPlace(report.facility)(game);
  if (
    place.type === 'Ship' &&
    O.isSome(aboard) &&
    getCard(report.facility)(game).controller === report.player
  )
    return E.right(aboard.value);
  if (place.type === 'Facility' && isUsableBy(report.player, report.facility)(game))
    return E.right({ kind: 'aboard', carrier: report.facility });
  return E.left(ruleError(RULE, `${place.title} is not your ship or a facility you may use`));
};
