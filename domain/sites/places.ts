// Rulebook "Sites" (2.11) and 12.4 Present: a station with sites holds its crew and docked ships each at one of its
// sites (their zone names it, domain/sites/station-sites.ts): who is at a site, and the sites a command names there.
import * as O from 'fp-ts/Option';
import { crewOf } from '../cards-in-play/presence';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard } from '../core/game-state';
import { siteOfZone, stationOfSite } from '../core/zone-site';
import { isNor, sitesOf } from './station-sites';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The cards aboard a station at one of its sites (personnel and equipment, any player's).
 * @category operations
 */
export const cardsAtSite =
  (site: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const station = stationOfSite(site)(game);
    if (O.isNone(station)) return [];
    return cardsIn({ kind: 'aboard', carrier: station.value })(game).filter(
      (id) => siteOfZone(getCard(id)(game).zone) === site,
    );
  };

/**
 * The personnel at a site, any player's.
 * @category operations
 */
export const personnelAtSite =
  (site: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsAtSite(site)(game).filter((id) => blueprintOf(id)(game).type === 'Personnel');

// Rulings "Away Team and crew": "on the same ship or facility (same site if a Nor)"
/**
 * The crew of a station at one of its sites: its controller's personnel there (`Presence.crewOf`, at that site).
 * @category operations
 */
export const crewAtSite =
  (station: CardId, site: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    crewOf(station)(game).filter((id) => siteOfZone(getCard(id)(game).zone) === site);

/**
 * The ships docked at a site, any player's.
 * @category operations
 */
export const shipsDockedAtSite =
  (site: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const station = stationOfSite(site)(game);
    if (O.isNone(station)) return [];
    return cardsIn({ kind: 'docked', facility: station.value })(game).filter(
      (id) => siteOfZone(getCard(id)(game).zone) === site,
    );
  };

// Rulebook "Sites": a card reports to, and a ship docks at, a station with sites at one of them
/**
 * The sites a command may name at a facility: each site of a station with sites, or none (`[undefined]`) elsewhere.
 * @category operations
 */
export const siteChoices = (facility: CardId, game: GameState): ReadonlyArray<CardId | undefined> => {
  if (game.cards[facility] === undefined || !isNor(blueprintOf(facility)(game))) return NO_SITE;
  const sites = sitesOf(facility)(game);
  return sites.length > 0 ? sites : NO_SITE;
};

const NO_SITE: ReadonlyArray<undefined> = [undefined];
