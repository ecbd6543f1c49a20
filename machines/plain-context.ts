// The engine's machines as it runs them (machines/engine.ts). Persisting a machine snapshot (the digest of `persist`),
// XState looks at every object of the context for actor references to write out, a walk of the whole game state. The
// contexts of this engine hold game data only, never an actor reference (STYLE "Context is JSON-serialisable game data
// only"; machines/plain-context.test.ts holds every machine to it), so the walk finds nothing: here the snapshot's
// context is passed through as it is. Same snapshots, same games; the exported machines (charts, inspection) are
// XState's own. A fork (machines/engine.ts) starts its actors at the live snapshots of its original's (`liveCopyOf`),
// not at a persisted form written and read back: XState's snapshots are immutable (a transition makes a new one), so
// the fork's actors share them, state nodes, history and game state, with new actors for the children (issue #17).
import { type AnyActorRef, type AnyStateMachine, createActor, type Snapshot, StateMachine } from 'xstate';

type PersistedOf = Parameters<AnyStateMachine['getPersistedSnapshot']>[0];
type RestoredOf = Parameters<AnyStateMachine['restoreSnapshot']>;

const Machine = StateMachine as unknown as new (
  config: AnyStateMachine['config'],
  implementations: AnyStateMachine['implementations'],
) => AnyStateMachine;

/** A machine whose persisted snapshots carry its context as it is (no actor reference in it), and that forks. */
class PlainContextMachine extends Machine {
  override getPersistedSnapshot(snapshot: PersistedOf, options?: unknown) {
    return {
      ...super.getPersistedSnapshot({ ...snapshot, context: {} }, options),
      context: snapshot.context,
    };
  }

  override restoreSnapshot(snapshot: RestoredOf[0], scope: RestoredOf[1]) {
    return snapshot instanceof LiveCopy
      ? sharedSnapshot(snapshot.take(), scope)
      : super.restoreSnapshot(snapshot, scope);
  }
}

/**
 * What a fork passes as the snapshot to start an actor at: the actor whose snapshot it shares, taken once (the actor
 * keeps its options, this among them, for good: it must not keep the source actor alive).
 */
class LiveCopy {
  constructor(private source: AnyActorRef | undefined) {}

  take(): AnyActorRef {
    const { source } = this;
    if (source === undefined) throw new Error('a live copy starts one actor only');
    this.source = undefined;
    return source;
  }
}

/** A child actor as a fork reads it: its logic and the options it was created with are public fields of an Actor. */
type Child = AnyActorRef & { readonly logic: unknown; readonly options: object };

/**
 * The snapshot an actor starts at `source`'s with: `source`'s own (an immutable object), with a new actor for each
 * child, started at that child's snapshot the same way (with its persisted form, if its logic is not one of these).
 */
const sharedSnapshot = (source: AnyActorRef, scope: RestoredOf[1]) => {
  const live = source.getSnapshot() as { readonly children: Record<string, AnyActorRef | undefined> };
  const children: Record<string, AnyActorRef> = {};
  for (const id in live.children) {
    const child = live.children[id] as Child | undefined;
    if (child === undefined) continue;
    children[id] = createActor(child.logic as AnyStateMachine, childOptions(child, scope.self));
  }
  return { ...live, children } as unknown as ReturnType<AnyStateMachine['restoreSnapshot']>;
};

/**
 * The options of a fork's child: what XState's own restore gives one (`restoreSnapshot`), and no more (its persisted
 * form, and so a fork's digest, the same as its original's). Each option the defaults have not costs ~0.5 µs (XState
 * spreads the options over its defaults, and V8 adds each property to the copy by a slow path).
 */
const childOptions = (child: Child, parent: AnyActorRef) => {
  const snapshot =
    child.logic instanceof PlainContextMachine ? liveCopyOf(child) : child.getPersistedSnapshot();
  const { systemId, syncSnapshot } = child.options as { systemId?: string; syncSnapshot?: boolean };
  const options = { id: child.id, src: child.src, parent, syncSnapshot, snapshot };
  return systemId === undefined ? options : { ...options, systemId };
};

/**
 * The snapshot to start an actor of `source`'s machine at so that it continues exactly as `source` would (a fork):
 * for `createActor(machine, { snapshot })`, with `machine` a machine of `withPlainContext` (`source`'s own logic).
 * @category constructors
 */
export const liveCopyOf = (source: AnyActorRef): Snapshot<unknown> => new LiveCopy(source) as never;

const plainMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * `machine`, and every machine it invokes (all the way down), persisted without the walk of its context for actor
 * references, and started at another actor's snapshots by `liveCopyOf`.
 * @category constructors
 */
export const withPlainContext = <M extends AnyStateMachine>(machine: M): M => {
  const known = plainMachines.get(machine);
  if (known !== undefined) return known as M;
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors).map(([id, logic]) => [
      id,
      logic instanceof StateMachine ? withPlainContext(logic as AnyStateMachine) : logic,
    ]),
  );
  const plain = new PlainContextMachine(machine.config, { ...machine.implementations, actors });
  plainMachines.set(machine, plain);
  return plain as unknown as M;
};
