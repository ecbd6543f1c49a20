// The engine's statecharts by name, and each as a Mermaid state diagram (`stccg charts`, the viewer's chart panel).
import type { AnyStateMachine } from 'xstate';
import { battleMachine } from '../battle/battle.machine';
import { dilemmaPhaseMachine } from '../seed-phases/dilemma-phase.machine';
import { doorwayPhaseMachine } from '../seed-phases/doorway-phase.machine';
import { facilityPhaseMachine } from '../seed-phases/facility-phase.machine';
import { missionPhaseMachine } from '../seed-phases/mission-phase.machine';
import { seedPhasesMachine } from '../seed-phases/seed-phases.machine';
import { gameMachine } from './game.machine';
import { missionAttemptMachine } from './mission-attempt.machine';
import { playPhaseMachine } from './play-phase.machine';
import { selfControlledMachine } from './self-controlled.machine';

/** Every statechart of the engine, by the name `stccg charts` knows it by (its machine id). */
export const charts: Readonly<Record<string, AnyStateMachine>> = {
  game: gameMachine,
  seedPhases: seedPhasesMachine,
  doorwayPhase: doorwayPhaseMachine,
  missionPhase: missionPhaseMachine,
  dilemmaPhase: dilemmaPhaseMachine,
  facilityPhase: facilityPhaseMachine,
  playPhase: playPhaseMachine,
  missionAttempt: missionAttemptMachine,
  battle: battleMachine,
  selfControlled: selfControlledMachine,
};

interface Transition {
  readonly eventType: string;
  readonly target?: ReadonlyArray<{ readonly id: string }>;
  readonly guard?: { readonly type?: string } | string | null;
}

/** The parts of an XState state node a diagram needs. */
interface NodeDefinition {
  readonly id: string;
  readonly key: string;
  readonly type: string;
  readonly initial?: { readonly target?: ReadonlyArray<{ readonly id: string }> };
  readonly states: Readonly<Record<string, NodeDefinition>>;
  readonly transitions: ReadonlyMap<string, ReadonlyArray<Transition>>;
  readonly always?: ReadonlyArray<Transition>;
  readonly invoke: ReadonlyArray<{ readonly id: string }>;
  readonly description?: string;
}

/**
 * A text safe in a Mermaid label: its grammar ends a label at a line break and reads `:` and `;` as syntax, so they
 * and `#` become Mermaid's entity codes (`#58;`), which it draws as the characters; `"` becomes `'`.
 */
export const escapeLabel = (text: string): string =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"/g, "'")
    .replace(/[#:;]/g, (c) => `#${c.charCodeAt(0)};`);

const guardName = (guard: Transition['guard']): string =>
  typeof guard === 'string' ? ` [${guard}]` : guard?.type ? ` [${guard.type}]` : '';

/** The Mermaid name of a state node: its XState id with every other character than a letter, digit or `_` as `_`. */
export const nodeName = (id: string): string => id.replace(/[^A-Za-z0-9_]/g, '_');

const eventLabel = (eventType: string): string =>
  eventType === ''
    ? 'always'
    : eventType.startsWith('xstate.done.actor.')
      ? `done: ${eventType.slice(18)}`
      : eventType;

/** Mermaid lines for one state node and its children, indented. */
const mermaidNode = (node: NodeDefinition, indent: string, notes: boolean): ReadonlyArray<string> => {
  const lines: string[] = [];
  const name = nodeName(node.id);
  const invoked = node.invoke.map((i) => ` ⟶ invokes ${i.id}`).join('');
  lines.push(`${indent}${name} : ${escapeLabel(`${node.key}${invoked}`)}`);
  if (notes && node.description)
    lines.push(`${indent}note right of ${name} : ${escapeLabel(node.description)}`);
  if (node.type === 'final') lines.push(`${indent}${name} --> [*]`);
  const children = Object.values(node.states);
  if (children.length > 0) {
    lines.push(`${indent}state ${name} {`);
    const first = node.initial?.target?.[0];
    if (first) lines.push(`${indent}  [*] --> ${nodeName(first.id)}`);
    for (const child of children) lines.push(...mermaidNode(child, `${indent}  `, notes));
    lines.push(`${indent}}`);
  }
  const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  for (const t of transitions)
    for (const target of t.target ?? [])
      lines.push(
        `${indent}${name} --> ${nodeName(target.id)} : ${escapeLabel(`${eventLabel(t.eventType)}${guardName(t.guard)}`)}`,
      );
  return lines;
};

/** A machine as a Mermaid `stateDiagram-v2`, each stage's description as a note unless `notes` is false. */
export const toMermaid = (machine: AnyStateMachine, options: { readonly notes?: boolean } = {}): string => {
  const root = machine.root as unknown as NodeDefinition;
  return ['stateDiagram-v2', ...mermaidNode(root, '  ', options.notes ?? true)].join('\n');
};
