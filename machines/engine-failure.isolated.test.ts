// Issue 16 defect 4: an error inside a machine must surface. XState stops an actor that throws without telling the
// sender; `send` must then return Left with the game as it was before the command (rebuilt from its log), or, when even
// that fails, mark the game failed for good, never leave a silent stale game. The failure is injected into
// `Decisions.apply`, the one place every machine applies a command.
import * as E from 'fp-ts/Either';
import type * as Engine from './engine';

type Fault = 'none' | 'once' | 'always';
let fault: Fault = 'none';

jest.doMock('../domain/game/decisions', () => {
  const actual = jest.requireActual('../domain/game/decisions');
  return {
    ...actual,
    apply: (command: unknown) => (game: unknown) => {
      if (fault === 'none') return actual.apply(command)(game);
      if (fault === 'once') fault = 'none';
      throw new Error('injected fault');
    },
  };
});
const { created } = require('./engine-test-support') as typeof import('./engine-test-support');
const { bundledDecks } = require('../cards/decks') as typeof import('../cards/decks');
const { failure, fork, legalActions, log, pending, persist, replay, send, state } =
  require('./engine') as typeof Engine;

describe('send', () => {
  it('should return Left and leave the game as it was when a machine fails on the command, and go on after', () => {
    // Arrange
    const game = playFirst(12);
    const before = persist(game);
    const [next] = legalActions(game);
    if (next === undefined) throw new Error('a decision should be pending');
    fault = 'once';
    // Act
    const result = send(game, next);
    // Assert
    expect(E.isLeft(result) && result.left).toEqual({
      rule: 'Engine',
      message: 'The engine failed on this command (injected fault); the game is as it was before it.',
    });
    expect(persist(game)).toBe(before);
    expect(failure(game)).toBeNull();
    expect(E.isRight(send(game, next))).toBe(true);
    const again = replay(
      game.origin,
      log(game).map((entry) => entry.command as Engine.Command),
    );
    expect(E.isRight(again) && state(again.right)).toEqual(state(game));
  });

  it('should mark the game failed and report it on every later call when it cannot be rebuilt', () => {
    // Arrange
    const game = playFirst(12);
    const last = state(game);
    const [next] = legalActions(game);
    if (next === undefined) throw new Error('a decision should be pending');
    fault = 'always';
    // Act
    const first = send(game, next);
    fault = 'none';
    const later = send(game, next);
    // Assert
    const fatal = { rule: 'Engine', message: 'The engine failed (injected fault); the game cannot go on.' };
    expect(E.isLeft(first) && first.left).toEqual(fatal);
    expect(E.isLeft(later) && later.left).toEqual(fatal);
    expect(failure(game)).toEqual(fatal);
    expect(pending(game)).toBeNull();
    expect(legalActions(game)).toEqual([]);
    expect(state(game)).toBe(last);
  });
});

describe('fork', () => {
  it("should copy a failed game's failure, and a healthy fork should not share a failure of its original", () => {
    // Arrange
    const failed = playFirst(12);
    const healthy = playFirst(12);
    const copyOfHealthy = fork(healthy);
    const [next] = legalActions(failed);
    if (next === undefined) throw new Error('a decision should be pending');
    fault = 'always';
    send(failed, next);
    send(healthy, next);
    fault = 'none';
    // Act
    const copyOfFailed = fork(failed);
    // Assert
    expect(failure(copyOfFailed)).toEqual(failure(failed));
    expect(state(copyOfFailed)).toBe(state(failed));
    expect(E.isLeft(send(copyOfFailed, next))).toBe(true);
    expect(failure(healthy)).not.toBeNull();
    expect(failure(copyOfHealthy)).toBeNull();
    expect(E.isRight(send(copyOfHealthy, next))).toBe(true);
  });
});

// Helpers

function playFirst(steps: number): Engine.Game {
  fault = 'none';
  const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 5 });
  for (let step = 0; step < steps; step++) {
    const [first] = legalActions(game);
    if (first !== undefined) send(game, first);
  }
  return game;
}
