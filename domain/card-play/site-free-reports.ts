// Rulebook "Play a Card" (a card played "for free" does not count as the normal card play, and is played before orders)
// at sites (Klingon Restaurant, Quark's Bar, Docking Ports): whether a report to a site is free, its use, and the free
// reports a card in hand may make. Whether a site's free report is open is the sites chapter's
// (domain/sites/free-reports.ts).
import * as O from 'fp-ts/Option';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { carriersOf } from '../orders/places';
import { isFreeReportOpen, useFreeReport } from '../sites/free-reports';
import { isReporter, type SiteReporting, siteReportings } from '../sites/reporting';
import { isNor } from '../sites/station-sites';
import type { ReportCard } from './card-play';
import { reportAffiliations, reportsTo } from './report-commands';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

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
          ? useFreeReport(command.player, command.site)(game)
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
