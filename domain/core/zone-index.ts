// The keys of the zone table (`GameState.zones`, re-exported by domain/core/game-state.ts) and fast lookups of it, for the
// hot paths of listing, checking and moving cards. A zone key built afresh (`zoneKey`) is a new string that must be
// flattened, hashed and matched against the engine's property names on every lookup; the key of a zone is the same
// string forever, so `zoneKeyOf` builds it once per zone and reuses it. The answers are exactly `zoneKey`'s.
import type { CardId, Zone, ZoneKey } from './card-instance';
import type { GameState } from './game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Keys already built, by the id the key names (a location, a card, a player), one table per zone kind. */
type Keys = Map<string, ZoneKey>;
const keys: { readonly [K in Exclude<Zone['kind'], 'sideDeck'>]: Keys } = {
  drawDeck: new Map(),
  hand: new Map(),
  discard: new Map(),
  outOfPlay: new Map(),
  pointArea: new Map(),
  seedDeck: new Map(),
  missionPile: new Map(),
  sitePile: new Map(),
  spaceline: new Map(),
  underMission: new Map(),
  atLocation: new Map(),
  planetSurface: new Map(),
  aboard: new Map(),
  docked: new Map(),
  carried: new Map(),
  table: new Map(),
  playedOn: new Map(),
  setAside: new Map(),
  beingPlayed: new Map(),
  disappeared: new Map(),
  dying: new Map(),
};

/** Ids are card, location and player ids: a bounded set per game; the bound only guards odd uses. */
const MAX_KEYS = 10_000;

const cached = (table: Keys, id: string, zone: Zone): ZoneKey => {
  const key = table.get(id);
  if (key !== undefined) return key;
  const built = zoneKey(zone);
  if (table.size >= MAX_KEYS) table.clear();
  table.set(id, built);
  return built;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The key of a zone in `GameState.zones`, e.g. `hand:p1`, `aboard:p1-12`. @category operations */
export const zoneKey = (zone: Zone): ZoneKey => {
  switch (zone.kind) {
    case 'sideDeck':
      return `sideDeck:${zone.player}:${zone.name}`;
    case 'spaceline':
    case 'underMission':
    case 'atLocation':
    case 'planetSurface':
    case 'setAside':
    case 'disappeared':
      return `${zone.kind}:${zone.location}`;
    case 'aboard':
      return `aboard:${zone.carrier}`;
    case 'docked':
      return `docked:${zone.facility}`;
    case 'carried':
      return `carried:${zone.carrier}`;
    case 'playedOn':
      return `playedOn:${zone.host}`;
    default:
      return `${zone.kind}:${zone.player}`;
  }
};

/**
 * The key of a zone in `GameState.zones`, as `zoneKey` gives it, built once per zone.
 * @category operations
 */
export const zoneKeyOf = (zone: Zone): ZoneKey => {
  switch (zone.kind) {
    case 'sideDeck':
      return zoneKey(zone);
    case 'aboard':
      return cached(keys.aboard, zone.carrier, zone);
    case 'docked':
      return cached(keys.docked, zone.facility, zone);
    case 'carried':
      return cached(keys.carried, zone.carrier, zone);
    case 'playedOn':
      return cached(keys.playedOn, zone.host, zone);
    case 'spaceline':
    case 'underMission':
    case 'atLocation':
    case 'planetSurface':
    case 'setAside':
    case 'disappeared':
      return cached(keys[zone.kind], zone.location, zone);
    default:
      return cached(keys[zone.kind], zone.player, zone);
  }
};

const none: ReadonlyArray<CardId> = [];

/**
 * The cards in a zone, in order, as `cardsIn` gives them.
 * @category operations
 */
export const cardsInZone =
  (zone: Zone) =>
  (game: GameState): ReadonlyArray<CardId> =>
    game.zones[zoneKeyOf(zone)] ?? none;
