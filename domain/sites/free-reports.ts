// Rulebook "Play a Card" (a card played "for free" does not count as the normal card play, and is played before orders)
// at sites: "Once each turn, any cook may report here for free" (Klingon Restaurant), "Once each turn, a bartender, a
// dabo girl, a waiter, {any Quark} or {any Rom} may report here for free" (Quark's Bar): once each turn per player and
// site; "Freighters and transports report for free here" (Docking Ports): each time. As at Camp Khitomer
// (domain/turn/time-location-reporting.ts), a report that may be free is free, and 100,000 Tribbles and Close Quarters
// Combat's "no free reporting aboard" keep it from being so. Their "(or download here in place of a normal card play;
// player draws no cards that turn)" is not implemented.
import * as O from 'fp-ts/Option';
import { forbidsFreeReportingAboard } from '../cards-in-play/timed-markers';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { isPrevented } from '../core/permissions';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { carriersOf } from '../orders/places';
import type { ReportCard } from '../turn/card-play';
import { reportAffiliations, reportsTo } from '../turn/report-commands';
import { isReporter, type SiteReporting, siteReportings } from './reporting';
import { isNor } from './station-sites';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a site's free report is open to the player now for the card reporting to the station (`zone` aboard or docked
 * there): once each turn unused, and nothing there keeping it from being free.
 * @category predicates
 */
export const isFreeReportOpen =
  (reporting: SiteReporting, card: CardId, station: CardId, site: CardId, player: PlayerId) =>
  (game: GameState): boolean => {
    const blueprint = blueprintOf(card)(game);
    const zone =
      blueprint.type === 'Ship'
        ? { kind: 'docked' as const, facility: station, site }
        : { kind: 'aboard' as const, carrier: station, site };
    return (
      reporting.forFree !== undefined &&
      (reporting.forFree === 'always' || !usedThisTurn(player, freeKey(site))(game)) &&
      !forbidsFreeReportingAboard(station)(game) &&
      !isPrevented('reportForFree', { player, card, zone })(game)
    );
  };

/**
 * Whether a report to a site is free: one of the site's free sentences names the card, and its free report is open.
 * @category predicates
 */
export const isSiteFreeReport =
  (command: ReportCard) =>
  (game: GameState): boolean =>
    O.isSome(freeReporting(command)(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game with the site's once-each-turn free report used by the player, when the report (as `before` allowed it)
 * was one; unchanged otherwise.
 * @category operations
 */
export const useSiteFreeReport =
  (command: ReportCard, before: GameState) =>
  (game: GameState): GameState =>
    O.match(
      () => game,
      (reporting: SiteReporting) =>
        reporting.forFree === 'onceEachTurn' && command.site !== undefined
          ? useThisTurn(command.player, freeKey(command.site))(game)
          : game,
    )(freeReporting(command)(before));

/**
 * The reports of a card in hand to the sites of the player's stations that would be free, in each printed affiliation
 * (timing and the other rules aside: the caller checks them).
 * @category operations
 */
export const siteFreeReportCandidates =
  (player: PlayerId, card: CardId) =>
  (game: GameState): ReadonlyArray<ReportCard> => {
    // the player's facilities in play, as the orders list them (once per state): none with sites, nothing to ask
    const stations = carriersOf(player, 'Facility')(game).filter((id) => isNor(blueprintOf(id)(game)));
    if (stations.length === 0) return [];
    return reportsTo(
      player,
      card,
      stations,
      reportAffiliations(blueprintOf(card)(game)),
    )(game).filter((command) => isSiteFreeReport(command)(game));
  };

// Helpers

const freeKey = (site: CardId): string => `freeReport:${site}`;

/** The free sentence of the report's site naming the card, whose free report is open, if any. */
const freeReporting =
  (command: ReportCard) =>
  (game: GameState): O.Option<SiteReporting> => {
    const site = command.site;
    if (site === undefined || game.cards[site] === undefined) return O.none;
    const blueprint = blueprintOf(command.card)(game);
    return O.fromNullable(
      siteReportings(blueprintOf(site)(game)).find(
        (reporting) =>
          reporting.forFree !== undefined &&
          reporting.reporters.some((reporter) => isReporter(reporter)(blueprint)) &&
          isFreeReportOpen(reporting, command.card, command.facility, site, command.player)(game),
      ),
    );
  };
