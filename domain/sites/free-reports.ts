// Rulebook "Play a Card" (a card played "for free" does not count as the normal card play, and is played before orders)
// at sites: "Once each turn, any cook may report here for free" (Klingon Restaurant), "Once each turn, a bartender, a
// dabo girl, a waiter, {any Quark} or {any Rom} may report here for free" (Quark's Bar): once each turn per player and
// site; "Freighters and transports report for free here" (Docking Ports): each time. As at Camp Khitomer
// (domain/card-play/time-location-reporting.ts), a report that may be free is free, and 100,000 Tribbles and Close Quarters
// Combat's "no free reporting aboard" keep it from being so. Their "(or download here in place of a normal card play;
// player draws no cards that turn)" is not implemented. This chapter says whether a site's free report is open and
// uses it; whether a report is free, and the free reports a card may make, are card play's
// (domain/card-play/site-free-reports.ts).
import { forbidsFreeReportingAboard } from '../cards-in-play/timed-markers';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { isPrevented } from '../core/permissions';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import type { SiteReporting } from './reporting';

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

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game with the site's once-each-turn free report used by the player.
 * @category operations
 */
export const useFreeReport = (player: PlayerId, site: CardId): ((game: GameState) => GameState) =>
  useThisTurn(player, freeKey(site));

// Helpers

const freeKey = (site: CardId): string => `freeReport:${site}`;
