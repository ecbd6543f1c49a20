// Rulebook "Sites" (2.11) and Rulings "Away Team and crew" ("on the same ship or facility (same site if a Nor)"): the
// site a zone aboard or docked at a station with sites names (domain/sites/station-sites.ts), whether two such zones are at
// the same one, and the station of a site: presence, boarding, places and battle ask them without the site rules.
import * as O from 'fp-ts/Option';
import { blueprintOf, type CardId, type GameState, type Zone } from './game-state';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The site named by a zone aboard or docked at a station with sites; undefined elsewhere.
 * @category predicates
 */
export const siteOfZone = (zone: Zone): CardId | undefined =>
  zone.kind === 'aboard' || zone.kind === 'docked' ? zone.site : undefined;

/**
 * Whether two zones are at the same site: both name the same one, or neither names one.
 * @category predicates
 */
export const sameSite = (a: Zone, b: Zone): boolean => siteOfZone(a) === siteOfZone(b);

/**
 * The station a site in play is played on; none for a card that is not a site on a station.
 * @category predicates
 */
export const stationOfSite =
  (site: CardId) =>
  (game: GameState): O.Option<CardId> => {
    const card = game.cards[site];
    return card?.zone.kind === 'playedOn' && blueprintOf(site)(game).type === 'Site'
      ? O.some(card.zone.host)
      : O.none;
  };
