// The heuristic player's judgement of a position: points first, then how near each of its missions is to an attempt
// that meets the mission's requirements (and those of the dilemmas it remembers there). Each mission is judged by its
// best group: the personnel at its location (the Away Team on the planet, the crew of a staffed ship there), or a
// staffed ship elsewhere whose crew could fly there, the nearer the better. Partly met requirements count for part,
// so reporting the missing skill, beaming it aboard, undocking, flying and beaming down each look like progress.
// It reads only what its player may see: its own cards, the missions, and dilemmas revealed in the chronicle.
import * as O from 'fp-ts/Option';
import {
  blueprintOf,
  type CardId,
  type GameState,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../../domain/core/game-state';
import * as Requirements from '../../domain/mission-attempt/requirements';
import * as Staffing from '../../domain/orders/staffing';
import type { KnownDilemma } from './dilemmas';
import { fitFor, type Gathering, type Group, gathering, join } from './fit';
import type { Plan, Target } from './plan';
import { type Ranges, rangesFor } from './ranges';

interface Ship {
  readonly id: CardId;
  readonly docked: boolean;
  readonly staffed: boolean;
  readonly crew: Group;
}

interface Site {
  readonly pool: Gathering;
  readonly surface: Gathering;
  readonly ships: Ship[];
}

const inPlay = new Set(['aboard', 'planetSurface', 'atLocation', 'docked', 'carried', 'playedOn']);

const siteAt = (sites: Map<LocationId, Site>, location: LocationId): Site => {
  const found = sites.get(location);
  if (found !== undefined) return found;
  const site: Site = { pool: gathering(), surface: gathering(), ships: [] };
  sites.set(location, site);
  return site;
};

/** The player's groups by location, and what its cards in play and in hand are worth apart from missions. */
const survey = (me: PlayerId, game: GameState) => {
  const sites = new Map<LocationId, Site>();
  const crews = new Map<CardId, Gathering>();
  const ships: Array<{ location: LocationId; ship: Omit<Ship, 'crew'> }> = [];
  let worth = 0;
  for (const card of Object.values(game.cards)) {
    if (card.controller !== me) continue;
    if (card.zone.kind === 'hand') worth += 0.5;
    // a card played on the table (an event with lasting text, a hidden agenda face down) works for the player
    if (card.zone.kind === 'table') worth += 2;
    if (!inPlay.has(card.zone.kind)) continue;
    const type = blueprintOf(card.id)(game).type;
    const where = locationOf(card.id)(game);
    if (O.isNone(where)) continue;
    if (type === 'Personnel') {
      worth += 4;
      const counts = Requirements.countsForRequirements(card.id)(game);
      const site = siteAt(sites, where.value);
      join(site.pool, card.id, counts);
      if (card.zone.kind === 'planetSurface') join(site.surface, card.id, counts);
      if (card.zone.kind === 'aboard') {
        const crew = crews.get(card.zone.carrier) ?? gathering();
        join(crew, card.id, counts);
        crews.set(card.zone.carrier, crew);
      }
    } else if (type === 'Ship') {
      const staffed = Staffing.isStaffed(card.id)(game);
      worth += staffed ? 12 : 6;
      ships.push({
        location: where.value,
        ship: { id: card.id, docked: card.zone.kind === 'docked', staffed },
      });
    } else if (type !== 'Mission') worth += 2;
  }
  for (const { location, ship } of ships) {
    const crew = crews.get(ship.id) ?? gathering();
    worth += 0.5 * crew.all.length;
    siteAt(sites, location).ships.push({ ...ship, crew });
  }
  return { sites, worth };
};

interface Aim {
  readonly target: Target;
  /** How near its crew is to attempting it, 0 to 1: its fit, less for the RANGE still to fly. */
  readonly reach: number;
}

/**
 * The mission a staffed ship heads for: the one worth the most for its crew's fit and the RANGE to get there, the first
 * in the plan among equals; none when its crew fits none. The missions are tried by what the flight alone would make
 * them worth (a fit is at most 1), so that those which could not beat the best found are not fitted.
 */
const aimOf = (plan: Plan, location: LocationId, ship: Ship, ranges: Ranges, game: GameState): Aim | null => {
  const options = plan.targets
    .flatMap((target, order) => {
      if (target.location === location) return [];
      const cost = ranges.between(location, target.location);
      if (cost === null) return [];
      const flight = ((ship.docked ? 0.97 : 1) * 0.8) / (1 + cost / 15);
      return [{ target, order, flight, most: flight * target.points }];
    })
    .sort((a, b) => b.most - a.most);
  let best: (Aim & { readonly order: number; readonly score: number }) | null = null;
  for (const { target, order, flight, most } of options) {
    if (best !== null && most < best.score) break;
    const reach = flight * fitFor(target, ship.crew, game);
    const score = reach * target.points;
    if (reach > 0 && (best === null || score > best.score || (score === best.score && order < best.order)))
      best = { target, reach, order, score };
  }
  return best === null ? null : { target: best.target, reach: best.reach };
};

/**
 * The mission each staffed ship elsewhere heads for (`aimOf`). One mission per ship, so that a ship keeps to its
 * course instead of wandering between several.
 */
const aims = (plan: Plan, sites: Map<LocationId, Site>, game: GameState): Map<CardId, Aim> => {
  const aimed = new Map<CardId, Aim>();
  const ranges = rangesFor(plan.me, game);
  for (const [location, site] of sites)
    for (const ship of site.ships) {
      const aim = ship.staffed ? aimOf(plan, location, ship, ranges, game) : null;
      if (aim !== null) aimed.set(ship.id, aim);
    }
  return aimed;
};

/** How near a mission is to an attempt by its best group (0 to 1), and whether a placed team meets it now. */
const readiness = (
  target: Target,
  aimed: Map<CardId, Aim>,
  sites: Map<LocationId, Site>,
  game: GameState,
) => {
  let best = 0;
  let ready: Group | null = null;
  const here = sites.get(target.location);
  if (here !== undefined) {
    const staffed = here.ships.filter((s) => s.staffed && !s.docked);
    const teams = target.planet ? [here.surface] : staffed.map((s) => s.crew);
    let placed = 0;
    for (const team of teams) {
      const f = fitFor(target, team, game);
      if (f === 1 && team.all.length > (ready?.all.length ?? 0)) ready = team;
      placed = Math.max(placed, f);
    }
    const way = target.planet || staffed.length > 0 ? 0.8 : 0.4;
    const pool = fitFor(target, here.pool, game);
    // placing a team counts once the personnel here could meet the mission together
    best = way * pool + (pool === 1 ? 0.2 * placed : 0);
  }
  for (const site of sites.values())
    for (const ship of site.ships) {
      const aim = aimed.get(ship.id);
      if (aim?.target === target) best = Math.max(best, aim.reach);
    }
  // the personnel elsewhere count for at most 0.3 of a fit: asked only while the best is below that
  for (const [location, site] of sites) {
    if (best >= 0.3) break;
    if (location !== target.location) best = Math.max(best, 0.3 * fitFor(target, site.pool, game));
  }
  return { best, ready };
};

/**
 * The planet missions where the player's personnel at the location could meet the requirements together: its Away
 * Team should beam down there, everyone, before attempting.
 */
export const landings = (plan: Plan, game: GameState): ReadonlyArray<LocationId> => {
  const { sites } = survey(plan.me, game);
  return plan.targets
    .filter((t) => t.planet)
    .filter((t) => {
      const site = sites.get(t.location);
      return site !== undefined && fitFor(t, site.pool, game) === 1;
    })
    .map((t) => t.location);
};

/** The share of the known dilemmas a team could meet at a mission whose requirements it would get past. */
const preparedness = (
  known: ReadonlyArray<KnownDilemma>,
  planet: boolean,
  team: ReadonlyArray<CardId>,
  game: GameState,
): number => {
  const here = known.filter((d) => d.type === 'dual' || d.type === (planet ? 'planet' : 'space'));
  if (here.length === 0) return 0;
  const met = here.filter((d) => d.requirements.every((r) => Requirements.meets(r, team)(game)));
  return met.length / here.length;
};

/** The value of a position for the plan's player, and the part of it its missions make (points and readiness). */
const judge = (plan: Plan, game: GameState): { readonly total: number; readonly worth: number } => {
  const score = game.players.find((p) => p.id === plan.me)?.score ?? 0;
  const { sites, worth } = survey(plan.me, game);
  let total = score * 1000 + worth;
  const aimed = aims(plan, sites, game);
  for (const target of plan.targets) {
    const { best, ready } = readiness(target, aimed, sites, game);
    total += target.points * 3 * best;
    if (ready === null) continue;
    // a team that meets the mission now: every extra body on the planet, and every dilemma it would get past, helps
    total +=
      20 +
      (target.planet ? ready.all.length : 0) +
      15 * preparedness(plan.known, target.planet, ready.all, game);
  }
  return { total, worth };
};

/** The value of a position for the plan's player: points, missions' readiness, then cards in play. */
export const value = (plan: Plan, game: GameState): number => judge(plan, game).total;

/** The part of the value its points and missions make: how near the player is to solving them, not its cards. */
export const missionsValue = (plan: Plan, game: GameState): number => {
  const { total, worth } = judge(plan, game);
  return total - worth;
};
