// The scenario builder: a game position from a short description, read like a judge's worked example
// (gemp GameTestBuilder, XMage CardTestPlayerBase). Cards are named by exact title; every step is pure.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint, BlueprintId } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import { emptyGame } from '../core/empty-game';
import {
  addCard,
  type CardId,
  type CardInstance,
  type DecisionKind,
  type GameState,
  getCard,
  type LocationId,
  type Pending,
  type Phase,
  type PlayerId,
  updateCard,
  type Zone,
} from '../core/game-state';
import { placeMission, placements } from '../spaceline/spaceline';
import { enterPlay } from '../time-travel/time-locations';
import { type TurnSoFar, withCompleted, withRangeUsed, withScore, withTurnSoFar } from './scenario-turn';
// the cards' answers to the chapters' query points, installed before any game is played
import './answers';
import './interpreters';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export interface ScenarioOptions {
  /** Default `['p1', 'p2']`, the first one the starting player. */
  readonly players?: readonly [PlayerId, PlayerId];
  /** Default 1. */
  readonly seed?: number;
  /** Default `'play'`. */
  readonly phase?: Phase;
  /** Default the first player. */
  readonly active?: PlayerId;
  /** Default 1. */
  readonly turn?: number;
  /** Default: the active player's seed decision in a seed phase, else none. */
  readonly pending?: Pending | null;
}

/** A card by exact title, optionally a printing (blueprint id) and a label to find it by. */
export type CardSpec =
  | string
  | { readonly title: string; readonly blueprint?: BlueprintId; readonly label?: string };

/** A placed card, named by its label or title (the title must then be unique among placed cards). */
export type CardRef = string;

/** The built position and the instance ids of the cards placed in it. */
export interface Scenario {
  readonly game: GameState;
  /** The one card placed with this label or title; throws when there is none or several. */
  readonly id: (ref: CardRef) => CardId;
  /** Every card placed with this label or title, in placement order. */
  readonly ids: (ref: CardRef) => ReadonlyArray<CardId>;
}

export interface ScenarioBuilder {
  /** A mission at the right end of its quadrant's spaceline, or shared with the same location already there. */
  readonly mission: (owner: PlayerId, card: CardSpec) => ScenarioBuilder;
  /** A time location in play, a location of its own on no spaceline (Rulebook "Time Locations"). */
  readonly timeLocation: (owner: PlayerId, card: CardSpec) => ScenarioBuilder;
  /** Seed cards under a mission in the order they are encountered (the first is the bottom card), above any there. */
  readonly seed: (mission: CardRef, seededBy: PlayerId, cards: ReadonlyArray<CardSpec>) => ScenarioBuilder;
  /** A facility in orbit of (or on) the location of a mission. */
  readonly facility: (owner: PlayerId, card: CardSpec, where: { readonly at: CardRef }) => ScenarioBuilder;
  /** A site at the right end of a station's line (Rulebook "Sites"): played on the station, owned by `owner`. */
  readonly site: (owner: PlayerId, card: CardSpec, where: { readonly on: CardRef }) => ScenarioBuilder;
  /** A ship in space at a mission's location, docked at a facility (or at a station's site), or carried aboard a ship. */
  readonly ship: (
    owner: PlayerId,
    card: CardSpec,
    where: { readonly at: CardRef } | { readonly dockedAt: CardRef } | { readonly carriedBy: CardRef },
  ) => ScenarioBuilder;
  /** Personnel or equipment aboard a ship or facility (or a station at one of its sites, named by the site). */
  readonly aboard: (carrier: CardRef, owner: PlayerId, cards: ReadonlyArray<CardSpec>) => ScenarioBuilder;
  /** Personnel or equipment on the planet surface at a mission's location. */
  readonly surface: (mission: CardRef, owner: PlayerId, cards: ReadonlyArray<CardSpec>) => ScenarioBuilder;
  readonly hand: (player: PlayerId, cards: ReadonlyArray<CardSpec>) => ScenarioBuilder;
  /** The draw deck, top card first. */
  readonly drawDeck: (player: PlayerId, cards: ReadonlyArray<CardSpec>) => ScenarioBuilder;
  /** The discard pile, top card first. */
  readonly discard: (player: PlayerId, cards: ReadonlyArray<CardSpec>) => ScenarioBuilder;
  readonly table: (player: PlayerId, cards: ReadonlyArray<CardSpec>) => ScenarioBuilder;
  /** Cards in any other zone, in list order. */
  readonly place: (owner: PlayerId, zone: Zone, cards: ReadonlyArray<CardSpec>) => ScenarioBuilder;
  /** Changes a placed card, e.g. `{ stopped: true }` (its zone is kept). */
  readonly modify: (card: CardRef, patch: Partial<Omit<CardInstance, 'id' | 'zone'>>) => ScenarioBuilder;
  /** What the active player has done so far this turn (for `resumeGame`): card play used, orders begun. */
  readonly turnSoFar: (done: TurnSoFar) => ScenarioBuilder;
  /** RANGE a ship has already used this turn (Rulebook 7.1.5 Move; for `resumeGame`). */
  readonly rangeUsed: (ship: CardRef, amount: number) => ScenarioBuilder;
  /** A player's score (Rulebook "Missions"). */
  readonly score: (player: PlayerId, points: number) => ScenarioBuilder;
  /** A mission's location completed by a player (Rulebook 7.2 "Solving a Mission"). */
  readonly completed: (mission: CardRef, by: PlayerId) => ScenarioBuilder;
  readonly build: () => Scenario;
}

interface State {
  readonly game: GameState;
  /** Placed card ids by label and by title. */
  readonly refs: Readonly<Record<string, ReadonlyArray<CardId>>>;
}

const seedDecisions: Partial<Record<Phase, DecisionKind>> = {
  doorway: 'doorway.seed',
  mission: 'mission.place',
  dilemma: 'dilemma.seedUnderOpponents',
  facility: 'facility.seed',
};

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A builder for a game position with no cards yet, in the play phase of turn 1 of the first player by default.
 * @category constructors
 */
export const scenario = (options: ScenarioOptions = {}): ScenarioBuilder => {
  const players = options.players ?? ['p1', 'p2'];
  const active = options.active ?? players[0];
  const phase = options.phase ?? 'play';
  const decision = seedDecisions[phase];
  const base = emptyGame(players, options.seed ?? 1);
  const game: GameState = {
    ...base,
    phase,
    turn: { ...base.turn, active, number: options.turn ?? 1 },
    pending: options.pending !== undefined ? options.pending : decision ? { player: active, decision } : null,
  };
  return builder({ game, refs: {} });
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const builder = (state: State): ScenarioBuilder => {
  const next = (f: (s: State) => State) => builder(f(state));
  const many = (owner: PlayerId, zone: Zone, cards: ReadonlyArray<CardSpec>) =>
    next((s) => cards.reduce((acc, card) => add(owner, card, zone)(acc)[1], s));
  return {
    mission: (owner, card) => next(addMission(owner, card)),
    timeLocation: (owner, card) =>
      next((s) => {
        const [id, added] = add(owner, ofType('Time Location', card), { kind: 'table', player: owner })(s);
        return { ...added, game: enterPlay(owner, id)(added.game) };
      }),
    seed: (mission, seededBy, cards) => {
      const zone: Zone = { kind: 'underMission', location: locationOf(mission)(state) };
      return next((s) => cards.reduce((acc, card) => add(seededBy, card, zone, 'top', seededBy)(acc)[1], s));
    },
    facility: (owner, card, where) =>
      many(owner, { kind: 'atLocation', location: locationOf(where.at)(state) }, [ofType('Facility', card)]),
    site: (owner, card, where) =>
      many(owner, { kind: 'playedOn', host: resolve(where.on)(state) }, [ofType('Site', card)]),
    ship: (owner, card, where) => {
      const zone: Zone =
        'at' in where
          ? { kind: 'atLocation', location: locationOf(where.at)(state) }
          : 'dockedAt' in where
            ? dockedZone(resolve(where.dockedAt)(state), state)
            : { kind: 'carried', carrier: resolve(where.carriedBy)(state) };
      return many(owner, zone, [ofType('Ship', card)]);
    },
    aboard: (carrier, owner, cards) => many(owner, aboardZone(resolve(carrier)(state), state), cards),
    surface: (mission, owner, cards) =>
      many(owner, { kind: 'planetSurface', location: locationOf(mission)(state) }, cards),
    hand: (player, cards) => many(player, { kind: 'hand', player }, cards),
    drawDeck: (player, cards) => many(player, { kind: 'drawDeck', player }, cards),
    discard: (player, cards) => many(player, { kind: 'discard', player }, cards),
    table: (player, cards) => many(player, { kind: 'table', player }, cards),
    place: (owner, zone, cards) => many(owner, zone, cards),
    modify: (card, patch) =>
      next((s) => ({ ...s, game: updateCard(resolve(card)(s), (c) => ({ ...c, ...patch }))(s.game) })),
    turnSoFar: (done) => next((s) => ({ ...s, game: withTurnSoFar(done)(s.game) })),
    rangeUsed: (ship, amount) =>
      next((s) => ({ ...s, game: withRangeUsed(resolve(ship)(s), amount)(s.game) })),
    score: (player, points) => next((s) => ({ ...s, game: withScore(player, points)(s.game) })),
    completed: (mission, by) =>
      next((s) => ({ ...s, game: withCompleted(locationOf(mission)(s), by)(s.game) })),
    build: () => ({
      game: state.game,
      id: (ref) => resolve(ref)(state),
      ids: (ref) => state.refs[ref] ?? [],
    }),
  };
};

const add =
  (
    owner: PlayerId,
    spec: CardSpec,
    zone: Zone,
    at: 'top' | 'bottom' = 'bottom',
    seededBy: PlayerId | null = null,
  ) =>
  (s: State): readonly [CardId, State] => {
    const { title, label } = typeof spec === 'string' ? { title: spec, label: undefined } : spec;
    const blueprint = lookup(spec);
    const [id, game] = addCard(owner, blueprint, zone, { at, seededBy })(s.game);
    const refs = { ...s.refs, [title]: [...(s.refs[title] ?? []), id] };
    if (label !== undefined && label !== title) refs[label] = [...(s.refs[label] ?? []), id];
    return [id, { game, refs }];
  };

const addMission =
  (owner: PlayerId, spec: CardSpec) =>
  (s: State): State => {
    const [id, added] = add(owner, spec, { kind: 'missionPile', player: owner })(s);
    const legal = placements(id)(added.game);
    const placement = legal.find((p) => p.kind === 'shared') ?? legal[legal.length - 1];
    if (placement === undefined)
      throw new Error(`scenario: ${titleOf(spec)} cannot be placed on a spaceline`);
    const placed = placeMission(id, placement)(added.game);
    if (E.isLeft(placed)) throw new Error(`scenario: ${placed.left.message}`);
    return { ...added, game: placed.right };
  };

// Rulebook "Sites": cards aboard a station with sites, and ships docked there, are at one of its sites
/** Aboard a ship or facility, or aboard the station of a site at that site. */
const aboardZone = (carrier: CardId, s: State): Zone => {
  const zone = getCard(carrier)(s.game).zone;
  return zone.kind === 'playedOn' && isSite(carrier, s)
    ? { kind: 'aboard', carrier: zone.host, site: carrier }
    : { kind: 'aboard', carrier };
};

/** Docked at a facility, or at the station of a site at that site. */
const dockedZone = (facility: CardId, s: State): Zone => {
  const zone = getCard(facility)(s.game).zone;
  return zone.kind === 'playedOn' && isSite(facility, s)
    ? { kind: 'docked', facility: zone.host, site: facility }
    : { kind: 'docked', facility };
};

const isSite = (card: CardId, s: State): boolean =>
  loadCardDatabase().blueprint(getCard(card)(s.game).blueprint).type === 'Site';

const titleOf = (spec: CardSpec): string => (typeof spec === 'string' ? spec : spec.title);

/** The card spec, after checking that it names a card of this type. */
const ofType = (type: Blueprint['type'], spec: CardSpec): CardSpec => {
  const actual = lookup(spec).type;
  if (actual !== type) throw new Error(`scenario: ${titleOf(spec)} is a ${actual}, not a ${type}`);
  return spec;
};

const lookup = (spec: CardSpec): Blueprint => {
  const db = loadCardDatabase();
  const title = titleOf(spec);
  if (typeof spec !== 'string' && spec.blueprint !== undefined) {
    const printing = db.byId(spec.blueprint);
    if (O.isNone(printing))
      throw new Error(`scenario: unknown blueprint id "${spec.blueprint}" for ${title}`);
    return printing.value;
  }
  const printings = db.byTitle(title);
  const found = printings.find((b) => b.origin === 'physical' && !b.variant) ?? printings[0];
  if (found !== undefined) return found;
  const suggestions = db.suggest(title);
  throw new Error(
    `scenario: no card titled "${title}"${suggestions.length > 0 ? `; did you mean ${suggestions.map((t) => `"${t}"`).join(', ')}?` : ''}`,
  );
};

const resolve =
  (ref: CardRef) =>
  (s: State): CardId => {
    const ids = s.refs[ref] ?? [];
    if (ids.length === 1) return ids[0] as CardId;
    throw new Error(
      ids.length === 0
        ? `scenario: no card placed as "${ref}"`
        : `scenario: "${ref}" names ${ids.length} cards (${ids.join(', ')}); give them labels`,
    );
  };

const locationOf =
  (mission: CardRef) =>
  (s: State): LocationId => {
    const zone = getCard(resolve(mission)(s))(s.game).zone;
    if (zone.kind !== 'spaceline')
      throw new Error(`scenario: "${mission}" is not a mission or time location in play`);
    return zone.location;
  };
