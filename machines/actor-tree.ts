// The engine's actor tree (machines/engine.ts): which actor owns the game state now (the root, or the running child
// of a mission attempt or a battle that holds it), its state, an error that stopped any actor of the tree, and a copy
// of the tree for a fork.
import { type AnyActorRef, createActor, type Snapshot } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import type { Command, GameOptions, GameParts } from './engine-model';
import { liveCopyOf } from './plain-context';

const hasGame = (snapshot: Snapshot<unknown>): boolean =>
  snapshot.status === 'active' && (snapshot as { context?: { game?: unknown } }).context?.game !== undefined;

/** The actor that owns the game state now: the deepest running child that holds one, else the root. */
export const ownerOf = (root: AnyActorRef): AnyActorRef => {
  let owner = root;
  for (;;) {
    const children = (owner.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children;
    let next: AnyActorRef | undefined;
    for (const id in children) {
      const child = children[id];
      if (child !== undefined && hasGame(child.getSnapshot())) {
        next = child;
        break;
      }
    }
    if (next === undefined) return owner;
    owner = next;
  }
};

/** The game state an actor holds. */
export const gameOf = (actor: AnyActorRef): GameState =>
  (actor.getSnapshot() as { context: { game: GameState } }).context.game;

/** The error of the first actor of the tree that stopped on one (XState stops it without telling the sender). */
const actorError = (actor: AnyActorRef): { readonly error: unknown } | undefined => {
  const snapshot = actor.getSnapshot() as {
    status: string;
    error?: unknown;
    children?: Record<string, AnyActorRef>;
  };
  if (snapshot.status === 'error') return { error: snapshot.error };
  for (const child of Object.values(snapshot.children ?? {})) {
    const found = child === undefined ? undefined : actorError(child);
    if (found !== undefined) return found;
  }
  return undefined;
};

/** Gives an accepted command to the actor that owns the game (every parent would forward it to its running child). */
export const deliver = (actor: AnyActorRef, command: Command): void => {
  ownerOf(actor).send(command);
  const failed = actorError(actor);
  if (failed !== undefined)
    throw failed.error instanceof Error ? failed.error : new Error(String(failed.error));
};

/**
 * A new actor tree at the snapshots of `root`'s, running the same machines (a fork, machines/engine.ts). Its root is
 * given the snapshot only, as XState's own restore gives a child (the input is read only to start a machine afresh):
 * each option XState's defaults have not costs ~0.5 µs (machines/plain-context.ts, `childOptions`).
 */
export const forkedTree = (root: GameParts['actor'], inspect: GameOptions['inspect']): GameParts['actor'] => {
  const snapshot = liveCopyOf(root);
  return createActor(
    root.logic,
    (inspect === undefined ? { snapshot } : { snapshot, inspect }) as never,
  ).start();
};
