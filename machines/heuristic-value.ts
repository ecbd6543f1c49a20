// The heuristic player's judgement of a position: points first, then how near each of its missions is to an attempt
// that meets the mission's requirements (and those of the dilemmas it remembers there). Each mission is judged by its
// best group: the personnel at its location (the Away Team on the planet, the crew of a staffed ship there), or a
// staffed ship elsewhere whose crew could fly there, the nearer the better. Partly met requirements count for part,
// so reporting the missing skill, beaming it aboard, undocking, flying and beaming down each look like progress.
// It reads only what its player may see: its own cards, the missions, and dilemmas revealed in the chronicle.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { MissionBlueprint, Requirement } from '../cards/blueprint';
import {
  blueprintOf,
  type CardId,
  type GameState,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../domain/game-state';
import * as Requirements from '../domain/requirements';
import * as Spaceline from '../domain/spaceline';
import * as Staffing from '../domain/staffing';
import { type KnownDilemma, knownDilemmas, rememberedRequirements } from './heuristic-dilemmas';

/** One of the player's missions it could solve, with what a team must meet to get through. */
export interface Target {
  readonly location: LocationId;
  readonly points: number;
  readonly planet: boolean;
  readonly requirement: Requirement;
}

/** What the player aims at, computed once per decision. */
export interface Plan {
  readonly me: PlayerId;
  readonly targets: ReadonlyArray<Target>;
  /** The dilemmas of its own seed deck, which a team would rather be ready for. */
  readonly known: ReadonlyArray<KnownDilemma>;
}

/** The player's unsolved missions with points and requirements, with the remembered dilemmas' requirements added. */
export const planFor = (me: PlayerId, game: GameState): Plan => ({
  me,
  known: knownDilemmas(me, game),
  targets: Object.values(game.locations).flatMap((location): ReadonlyArray<Target> => {
    if (location.completedBy !== null || location.cannotSolve?.includes(me) === true) return [];
    const id = location.missions.find((m) => game.cards[m]?.owner === me);
    if (id === undefined) return [];
    const mission = blueprintOf(id)(game) as MissionBlueprint;
    if (mission.points === null || mission.requirements === null || mission.points <= 0) return [];
    const dilemmas = rememberedRequirements(location.id, game);
    return [
      {
        location: location.id,
        points: mission.points,
        planet: mission.missionType === 'planet',
        requirement:
          dilemmas.length === 0
            ? mission.requirements
            : { kind: 'all', of: [mission.requirements, ...dilemmas] },
      },
    ];
  }),
});

/** How much of a requirement a team's counted members have, 0 to 1 (1 only when they meet it). */
const progress = (requirement: Requirement, members: ReadonlyArray<CardId>, game: GameState): number => {
  if (requirement.kind === 'any')
    return Math.max(0, ...requirement.of.map((option) => progress(option, members, game)));
  if (requirement.kind === 'all')
    return (
      requirement.of.reduce((sum, part) => sum + progress(part, members, game), 0) / requirement.of.length
    );
  const short = Requirements.leafShortfall(requirement, members)(game);
  if (short === null) return 1;
  if (short.kind === 'skill') return (0.9 * short.have) / short.needed;
  if (short.kind === 'attribute') return Math.min(0.9, Math.max(0, short.have / (short.greaterThan + 1)));
  return 0;
};

/**
 * How well a team fits a requirement: 1 when it meets it, at most a half for a partial fit, so completing a team
 * is worth more than moving an incomplete one.
 */
export const teamFit = (requirement: Requirement, team: ReadonlyArray<CardId>, game: GameState): number => {
  if (team.length === 0) return 0;
  // progress is 1 exactly when every part is met: one pass over the requirement, not a check and then a second
  const share = progress(requirement, Requirements.countedMembers(team)(game), game);
  return share === 1 ? 1 : 0.5 * share;
};

interface Ship {
  readonly id: CardId;
  readonly docked: boolean;
  readonly staffed: boolean;
  readonly crew: CardId[];
}

interface Site {
  readonly pool: CardId[];
  readonly surface: CardId[];
  readonly ships: Ship[];
}

const inPlay = new Set(['aboard', 'planetSurface', 'atLocation', 'docked', 'carried', 'playedOn']);

const siteAt = (sites: Map<LocationId, Site>, location: LocationId): Site => {
  const found = sites.get(location);
  if (found !== undefined) return found;
  const site: Site = { pool: [], surface: [], ships: [] };
  sites.set(location, site);
  return site;
};

/** The player's groups by location, and what its cards in play and in hand are worth apart from missions. */
const survey = (me: PlayerId, game: GameState) => {
  const sites = new Map<LocationId, Site>();
  const crews = new Map<CardId, CardId[]>();
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
      const site = siteAt(sites, where.value);
      site.pool.push(card.id);
      if (card.zone.kind === 'planetSurface') site.surface.push(card.id);
      if (card.zone.kind === 'aboard') {
        const crew = crews.get(card.zone.carrier) ?? [];
        crew.push(card.id);
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
    const crew = crews.get(ship.id) ?? [];
    worth += 0.5 * crew.length;
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
 * The mission each staffed ship elsewhere heads for: the one worth the most for its crew's fit and the RANGE to get
 * there. One mission per ship, so that a ship keeps to its course instead of wandering between several.
 */
const aims = (plan: Plan, sites: Map<LocationId, Site>, game: GameState): Map<CardId, Aim> => {
  const aimed = new Map<CardId, Aim>();
  for (const [location, site] of sites)
    for (const ship of site.ships) {
      if (!ship.staffed) continue;
      let best: Aim | null = null;
      for (const target of plan.targets) {
        if (target.location === location) continue;
        const cost = Spaceline.rangeCost(location, target.location, plan.me)(game);
        if (E.isLeft(cost)) continue;
        const flight = ((ship.docked ? 0.97 : 1) * 0.8) / (1 + cost.right / 15);
        const reach = flight * teamFit(target.requirement, ship.crew, game);
        if (reach > 0 && (best === null || reach * target.points > best.reach * best.target.points))
          best = { target, reach };
      }
      if (best !== null) aimed.set(ship.id, best);
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
  let ready: ReadonlyArray<CardId> | null = null;
  for (const [location, site] of sites) {
    if (location === target.location) {
      const staffed = site.ships.filter((s) => s.staffed && !s.docked);
      const teams = target.planet ? [site.surface] : staffed.map((s) => s.crew);
      let placed = 0;
      for (const team of teams) {
        const f = teamFit(target.requirement, team, game);
        if (f === 1 && team.length > (ready?.length ?? 0)) ready = team;
        placed = Math.max(placed, f);
      }
      const way = target.planet || staffed.length > 0 ? 0.8 : 0.4;
      const pool = teamFit(target.requirement, site.pool, game);
      // placing a team counts once the personnel here could meet the mission together
      best = Math.max(best, way * pool + (pool === 1 ? 0.2 * placed : 0));
      continue;
    }
    best = Math.max(best, 0.3 * teamFit(target.requirement, site.pool, game));
    for (const ship of site.ships) {
      const aim = aimed.get(ship.id);
      if (aim?.target === target) best = Math.max(best, aim.reach);
    }
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
      return site !== undefined && teamFit(t.requirement, site.pool, game) === 1;
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

/** The value of a position for the plan's player: points, missions' readiness, then cards in play. */
export const value = (plan: Plan, game: GameState): number => {
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
      20 + (target.planet ? ready.length : 0) + 15 * preparedness(plan.known, target.planet, ready, game);
  }
  return total;
};
