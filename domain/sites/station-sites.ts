// Rulebook "Sites" (2.11) and "Facility Phase": sites are areas within a Nor-type station, added to it in a line
// grouped by level (Ops Module, Promenade, Habitat Ring, Docking Ring, in that order). Each site names, on its last
// line, the stations it may play on ("Any Nor", "Any [MQ] Nor", "{Deep Space 9}", "{Terok Nor} OR {Deep Space 9}")
// and its level. A site in play is played on its station (zone `playedOn`); the station's sites, in zone order, are
// its line from left to right. Cards aboard or docked at a station with sites name their site in their zone.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { cardsInPlayOfType } from '../cards-in-play/in-play-by-type';
import { titleKey } from '../cards-in-play/persona';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard } from '../core/game-state';
import { memoizeRecent } from '../core/memo';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The levels of a Nor, innermost first: a station's sites are grouped by level in this order. */
export const SITE_LEVELS = ['Ops Module', 'Promenade', 'Habitat Ring', 'Docking Ring'] as const;
export type SiteLevel = (typeof SITE_LEVELS)[number];

/** Where a site may play: any Nor (only [MQ] Mirror Quadrant ones if `mirrorOnly`), or the stations titled so. */
export type SiteStations =
  | { readonly kind: 'anyNor'; readonly mirrorOnly: boolean }
  | { readonly kind: 'titled'; readonly titles: ReadonlyArray<string> };

/** A site's printed placement: the stations it may play on and its level. */
export interface SitePlacement {
  readonly stations: SiteStations;
  readonly level: SiteLevel;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Current Rulings "Nor": Terok Nor (Deep Space 9), Empok Nor, Nor, Mirror Terok Nor, Alliance Nor
/** Whether a facility is a Nor-type station, the only stations with sites (Rulebook "Sites"). @category predicates */
export const isNor = (card: Blueprint): boolean =>
  card.type === 'Facility' &&
  card.facilityKind === 'Station' &&
  (/\bNor\b/.test(card.title) || card.persona === 'Terok Nor');

const placementLine =
  /(Any (\[MQ\] )?Nor|\{[^{}]+\}(?: OR \{[^{}]+\})*):\s*(Ops Module|Promenade|Habitat Ring|Docking Ring)\s*$/;

const placements = new WeakMap<Blueprint, O.Option<SitePlacement>>();

/**
 * The stations a site may play on and its level, read from the end of its text; none for a card that is not a site
 * or whose text names no placement.
 * @category predicates
 */
export const sitePlacement = (site: Blueprint): O.Option<SitePlacement> => {
  const known = placements.get(site);
  if (known !== undefined) return known;
  const match = site.type === 'Site' ? placementLine.exec(site.text) : null;
  const placement: O.Option<SitePlacement> =
    match === null
      ? O.none
      : O.some({
          level: match[3] as SiteLevel,
          stations: (match[1] ?? '').startsWith('Any')
            ? { kind: 'anyNor', mirrorOnly: match[2] !== undefined }
            : {
                kind: 'titled',
                titles: [...(match[1] ?? '').matchAll(/\{([^{}]+)\}/g)].map((m) => titleKey(m[1] ?? '')),
              },
        });
  placements.set(site, placement);
  return placement;
};

/**
 * Whether a site's printed placement allows it on `station` (a Nor; by title, any version of it). Station texts that
 * add or forbid sites (Mirror Terok Nor's "{Quark's Bar} may seed or play here") are not read here.
 * @category predicates
 */
export const siteAllowedOn =
  (site: Blueprint) =>
  (station: Blueprint): boolean => {
    if (!isNor(station)) return false;
    const placement = sitePlacement(site);
    if (O.isNone(placement)) return false;
    const stations = placement.value.stations;
    return stations.kind === 'anyNor'
      ? !stations.mirrorOnly || ('quadrant' in station && station.quadrant === 'Mirror')
      : stations.titles.includes(titleKey(station.title));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The sites of a station in play, its line from left to right. @category operations */
export const sitesOf =
  (station: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsIn({ kind: 'playedOn', host: station })(game).filter((id) => blueprintOf(id)(game).type === 'Site');

/**
 * The sites in play on any station, listed once per `cards` record (so that site texts cost nothing where no site is).
 * @category operations
 */
export const sitesInPlay = (game: GameState): ReadonlyArray<CardId> => sitesInPlayOf(game.cards);

const sitesInPlayOf = memoizeRecent(
  (cards: GameState['cards']): ReadonlyArray<CardId> =>
    cardsInPlayOfType('Site')(cards)
      .filter((card) => card.zone.kind === 'playedOn')
      .map((card) => card.id),
);

/** Whether a station in play has sites (then its crew and docked ships are each at one of them). @category operations */
export const hasSites =
  (station: CardId) =>
  (game: GameState): boolean =>
    sitesOf(station)(game).length > 0;

/** The site a card aboard or docked at a station is at; none elsewhere. @category operations */
export const siteOf =
  (card: CardId) =>
  (game: GameState): O.Option<CardId> => {
    const zone = getCard(card)(game).zone;
    return (zone.kind === 'aboard' || zone.kind === 'docked') && zone.site !== undefined
      ? O.some(zone.site)
      : O.none;
  };
