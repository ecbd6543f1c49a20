// Which statecharts run at this moment of a game, and in which states: the root machine and each invoked child (for the
// replay and play pages, which draw them; public in index.ts, since a game's actor is the engine's alone).
import { nodeName as chartNodeName } from './charts';
import type { Game } from './engine';
import { rootActor } from './game-handle';

/** One running machine: its id (a `charts` name) and its active state nodes as Mermaid names (`missionAttempt_failed`). */
export interface ActiveMachine {
  readonly machine: string;
  readonly states: ReadonlyArray<string>;
}

interface ActorLike {
  readonly logic?: { readonly id?: string };
  getSnapshot(): {
    readonly value?: unknown;
    readonly children?: Readonly<Record<string, ActorLike | undefined>>;
  };
}

/** The ids of every active state node of a state value, from the outermost: `{ a: 'b' }` in `m` is `m.a`, `m.a.b`. */
const statePaths = (prefix: string, value: unknown): ReadonlyArray<string> => {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...statePaths(`${prefix}.${key}`, child),
  ]);
};

const running = (actor: ActorLike): ReadonlyArray<ActiveMachine> => {
  const snapshot = actor.getSnapshot();
  const machine = actor.logic?.id;
  const own =
    machine === undefined
      ? []
      : [{ machine, states: statePaths(machine, snapshot.value).map(chartNodeName) }];
  const children = Object.values(snapshot.children ?? {}).filter((c): c is ActorLike => c !== undefined);
  return [...own, ...children.flatMap(running)];
};

/** Every statechart running in `game`, the root first, each with its active states. */
export const activeMachines = (game: Game): ReadonlyArray<ActiveMachine> =>
  running(rootActor(game) as unknown as ActorLike);
