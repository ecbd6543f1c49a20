// A saved game as the replay page's data: each step's table as one perspective may see it, the log, the faces of
// the cards seen, the statecharts and which of them run at each step. A player's perspective holds only what
// `view(game, player)` and `log(game, player)` give that player (Rulebook "Looking at Cards").
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  type ActiveMachine,
  activeMachines,
  type BlueprintId,
  type Command,
  cardFacts,
  charts,
  type Game,
  type LogEntry,
  log,
  type PlayerId,
  replay,
  restore,
  send,
  state,
  toMermaid,
  view,
} from '../index';
import { type CardFace, cardFaces } from './card-faces';
import { type Entry, interner, type Json, type Ref, reader } from './intern';

/** Whose eyes: a player's, or everything (`omniscient`, for tools and after the game). */
export type Perspective = 'omniscient' | PlayerId;

/** One perspective's replay: the log it may read and, per step (before the first command, then after each), a reference to the table. */
export interface PerspectiveData {
  readonly log: ReadonlyArray<LogEntry>;
  readonly steps: ReadonlyArray<Ref>;
}

/** One step's table: the game as the perspective may see it (without its chronicle: the log says it) and the running machines. */
export interface StepTable {
  readonly view: Json;
  readonly machines: ReadonlyArray<ActiveMachine>;
}

/** Everything the replay page shows; `table` holds every step of every perspective (`intern.ts`). */
export interface ReplayData {
  readonly mode: 'replay';
  readonly players: readonly [PlayerId, PlayerId];
  readonly perspectives: Readonly<Record<Perspective, PerspectiveData>>;
  readonly table: ReadonlyArray<Entry>;
  readonly faces: Readonly<Record<BlueprintId, CardFace>>;
  readonly charts: Readonly<Record<string, string>>;
}

/**
 * The ships in space that are staffed (Rulebook 7.1.3), as `perspective` may tell (`cardFacts`: a player knows it of
 * the ships whose whole crew they may see; the omniscient perspective asks each ship's controller).
 */
const staffedShips = (game: Game, perspective: Perspective): ReadonlyArray<string> =>
  Object.values(state(game).cards)
    .filter((card) => card.zone.kind === 'atLocation' || card.zone.kind === 'docked')
    .filter((card) => {
      const facts = cardFacts(game, perspective === 'omniscient' ? card.controller : perspective, card.id);
      return O.isSome(facts) && facts.value.ship?.staffed === true;
    })
    .map((card) => card.id);

/**
 * The table at this moment as `perspective` may see it: `view` for a player, the full state less its random generator
 * for `omniscient`; with the ships it may tell are staffed.
 */
export const tableFor = (game: Game, perspective: Perspective): Json => {
  const staffed = staffedShips(game, perspective);
  if (perspective !== 'omniscient') {
    const { chronicle: _chronicle, ...seen } = view(game, perspective);
    return { ...seen, staffed } as unknown as Json;
  }
  const { chronicle: _chronicle, random: _random, ...all } = state(game);
  return { ...all, staffed } as unknown as Json;
};

const blueprintsIn = (table: Json, into: Set<BlueprintId>): void => {
  const cards = (table as { cards?: Record<string, { blueprint?: string | null }> }).cards ?? {};
  for (const card of Object.values(cards)) if (typeof card.blueprint === 'string') into.add(card.blueprint);
};

/**
 * The replay data of a game saved by `persist` (or `stccg simulate --json`), for these perspectives (`all`: omniscient
 * and each player's): its commands played again from where it began, step by step. Left: why it is not a game that
 * replays.
 */
export const replayData = (
  saved: string,
  wanted: ReadonlyArray<Perspective> | 'all',
): E.Either<string, ReplayData> => {
  const restored = restore(saved);
  if (E.isLeft(restored)) return E.left(restored.left.message);
  const commands = log(restored.right).map((entry) => entry.command as Command);
  const started = replay(restored.right.origin, []);
  if (E.isLeft(started))
    return E.left('message' in started.left ? started.left.message : 'the game does not start');
  const game = started.right;
  const players = state(game).players.map((p) => p.id) as unknown as readonly [PlayerId, PlayerId];
  const perspectives = wanted === 'all' ? ['omniscient', ...players] : wanted;
  const unknown = perspectives.find((p) => p !== 'omniscient' && !players.includes(p));
  if (unknown !== undefined)
    return E.left(`no player ${unknown} in this game (players: ${players.join(', ')})`);
  const { ref, table } = interner();
  const seen = new Set<BlueprintId>();
  const steps = new Map<Perspective, Ref[]>(perspectives.map((p) => [p, []]));
  const record = (): void => {
    const machines = activeMachines(game) as unknown as Json;
    for (const perspective of perspectives) {
      const viewed = tableFor(game, perspective);
      blueprintsIn(viewed, seen);
      steps.get(perspective)?.push(ref({ view: viewed, machines }));
    }
  };
  record();
  for (const [index, command] of commands.entries()) {
    const sent = send(game, command);
    if (E.isLeft(sent))
      return E.left(`command ${index + 1} is illegal: ${sent.left.message} [${sent.left.rule}]`);
    record();
  }
  return E.right({
    mode: 'replay',
    players,
    perspectives: Object.fromEntries(
      perspectives.map((p) => [
        p,
        { log: p === 'omniscient' ? log(game) : log(game, p), steps: steps.get(p) ?? [] },
      ]),
    ) as Record<Perspective, PerspectiveData>,
    table: table(),
    faces: cardFaces(seen),
    charts: Object.fromEntries(
      Object.entries(charts).map(([name, m]) => [name, toMermaid(m, { notes: false })]),
    ),
  });
};

/** The first step of `perspective` at which the machine `machine` runs (a mission attempt, a battle), or -1. */
export const firstStepRunning = (data: ReplayData, perspective: Perspective, machine: string): number => {
  const read = reader(data.table);
  return (data.perspectives[perspective]?.steps ?? []).findIndex((ref) =>
    (read(ref) as unknown as StepTable).machines.some((m) => m.machine === machine),
  );
};
