// withPlainContext: the engine's machines persisted without XState's walk of the context for actor references (and
// restored by XState), which holds only while no context holds one (STYLE "Context is JSON-serialisable game data
// only"); and a fork's actors started at the live snapshots of its original's (liveCopyOf, issue #17).
import * as E from 'fp-ts/Either';
import { type AnyActorRef, createActor } from 'xstate';
import { bundledDecks } from '../cards/decks';
import type { GameState } from '../domain/core/game-state';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import * as Decisions from '../domain/game/decisions';
import * as Setup from '../domain/seed-phases/setup';
import { deliver, gameOf, ownerOf } from './actor-tree';
import { gameMachine } from './game.machine';
import { liveCopyOf, withPlainContext } from './plain-context';

describe('withPlainContext', () => {
  it('should persist what XState persists, command for command, with no actor reference in any context', () => {
    // Arrange
    const { xstate, plain, steps } = sideBySide(7, 400);
    // Act
    const differences = steps.filter((step) => step.xstate !== step.plain);
    // Assert
    expect(steps.length).toBeGreaterThan(30);
    expect(differences).toEqual([]);
    expect(actorReferencesInContexts(plain)).toEqual([]);
    expect(JSON.stringify(plain.getPersistedSnapshot())).toBe(JSON.stringify(xstate.getPersistedSnapshot()));
  });

  it('should restore every actor of the tree, each context the very game state persisted (not a copy)', () => {
    // Arrange
    const { plain } = sideBySide(3, 300);
    const persisted = plain.getPersistedSnapshot();
    // Act
    const restored = createActor(withPlainContext(gameMachine), {
      input: { game: gameOf(plain) },
      snapshot: persisted as never,
    }).start();
    // Assert
    expect(gameOf(ownerOf(restored))).toBe(gameOf(ownerOf(plain)));
    expect(restored.getSnapshot().value).toEqual(plain.getSnapshot().value);
    expect(JSON.stringify(restored.getPersistedSnapshot())).toBe(JSON.stringify(persisted));
  });

  it('should give the same machine for the same machine (its invoked machines made plain once)', () => {
    // Act
    const first = withPlainContext(gameMachine);
    // Assert
    expect(withPlainContext(gameMachine)).toBe(first);
    expect(first).not.toBe(gameMachine);
  });
});

describe('liveCopyOf', () => {
  it('should start a fork at the live snapshots: the same ones, shared, with new child actors that move apart', () => {
    // Arrange
    const { plain } = sideBySide(9, 250);
    const persisted = JSON.stringify(plain.getPersistedSnapshot());
    // Act
    const copy = createActor(plain.logic, {
      input: { game: gameOf(plain) },
      snapshot: liveCopyOf(plain),
    }).start();
    // Assert
    expect(JSON.stringify(copy.getPersistedSnapshot())).toBe(persisted);
    expect(gameOf(ownerOf(copy))).toBe(gameOf(ownerOf(plain)));
    expect(ownerOf(copy)).not.toBe(ownerOf(plain));
    const [command] = Decisions.legalActions(gameOf(ownerOf(copy)));
    deliver(copy, command as Decisions.Command);
    expect(JSON.stringify(plain.getPersistedSnapshot())).toBe(persisted);
    expect(JSON.stringify(copy.getPersistedSnapshot())).not.toBe(persisted);
  });
});

// Helpers

/** The same random commands (seeded) given to XState's game machine and to its plain-context twin. */
const sideBySide = (seed: number, commands: number) => {
  const initial = Setup.newGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(initial)) throw new Error(initial.left.message);
  const xstate = createActor(gameMachine, { input: { game: initial.right } }).start();
  const plain = createActor(withPlainContext(gameMachine), { input: { game: initial.right } }).start();
  const steps: { readonly xstate: string; readonly plain: string }[] = [];
  let random: RandomState = fromSeed(seed);
  for (let n = 0; n < commands; n++) {
    const actions = Decisions.legalActions(gameOf(ownerOf(plain)) as GameState);
    if (actions.length === 0) break;
    const [index, next] = nextInt(actions.length)(random);
    random = next;
    const command = actions[index] as Decisions.Command;
    deliver(xstate, command);
    deliver(plain, command);
    if (n % 10 === 0)
      steps.push({
        xstate: JSON.stringify(xstate.getPersistedSnapshot()),
        plain: JSON.stringify(plain.getPersistedSnapshot()),
      });
  }
  return { xstate, plain, steps };
};

/** The paths, in every actor's context, of values that look like actor references (XState's own test of one). */
const actorReferencesInContexts = (actor: AnyActorRef): ReadonlyArray<string> => {
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if ('sessionId' in value && 'send' in value) found.push(path);
    else for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  const visit = (ref: AnyActorRef, path: string): void => {
    const snapshot = ref.getSnapshot() as { context?: unknown; children?: Record<string, AnyActorRef> };
    walk(snapshot.context, `${path}.context`);
    for (const [id, child] of Object.entries(snapshot.children ?? {})) visit(child, `${path}/${id}`);
  };
  visit(actor, 'root');
  return found;
};
