// The engine's machines as it runs them (machines/engine.ts), without XState's walk of the context: persisting or
// restoring a machine snapshot, XState looks at every object of the context for actor references to write out or
// bring back, a walk of the whole game state twice per `fork` (two thirds of its time, issue #17). The contexts of
// this engine hold game data only, never an actor reference (STYLE "Context is JSON-serialisable game data only";
// machines/plain-context.test.ts holds every machine to it), so the walk finds nothing: here the snapshot's context
// is passed through as it is. Same snapshots, same games; the exported machines (charts, inspection) are XState's own.
import { type AnyStateMachine, StateMachine } from 'xstate';

type PersistedOf = Parameters<AnyStateMachine['getPersistedSnapshot']>[0];
type RestoredOf = Parameters<AnyStateMachine['restoreSnapshot']>;

const Machine = StateMachine as unknown as new (
  config: AnyStateMachine['config'],
  implementations: AnyStateMachine['implementations'],
) => AnyStateMachine;

/** A machine whose persisted and restored snapshots carry its context as it is (no actor reference in it). */
class PlainContextMachine extends Machine {
  override getPersistedSnapshot(snapshot: PersistedOf, options?: unknown) {
    return {
      ...super.getPersistedSnapshot({ ...snapshot, context: {} }, options),
      context: snapshot.context,
    };
  }

  override restoreSnapshot(snapshot: RestoredOf[0], scope: RestoredOf[1]) {
    const { context } = snapshot as { readonly context?: unknown };
    const withoutContext = { ...snapshot, context: {} } as unknown as RestoredOf[0];
    return { ...super.restoreSnapshot(withoutContext, scope), context };
  }
}

const plainMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * `machine`, and every machine it invokes (all the way down), persisted and restored without the walk of its context
 * for actor references.
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
