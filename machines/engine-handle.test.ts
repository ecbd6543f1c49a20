// Issue 16 (the audit's "public and mutable" Game): a game handle holds only where the game began, frozen; its actor
// and log are the engine's alone, so nothing reaches the game around `send` (ARCHITECTURE "Every player decision is a
// command", "Nothing the API returns is a live engine object").
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { activeMachines } from './active-machines';
import { type Command, fork, type Game, legalActions, log, persist, send, state } from './engine';
import { created } from './engine-test-support';

describe('createGame', () => {
  it('should give a frozen handle whose only property is its origin', () => {
    // Arrange
    const game = newGame();
    // Assert
    expect(Object.getOwnPropertyNames(game)).toEqual(['origin']);
    expect(Object.getOwnPropertySymbols(game)).toEqual([]);
    expect(Object.isFrozen(game)).toBe(true);
    expect(Reflect.set(game, 'entries', [])).toBe(false);
    expect(Object.getOwnPropertyNames(game)).toEqual(['origin']);
  });

  it("should give a handle that leads to nothing of the engine's: a plain object's prototype, no constructor of its own", () => {
    // Arrange
    const game = newGame();
    // Assert
    expect(Object.getPrototypeOf(game)).toBe(Object.prototype);
    expect(game.constructor).toBe(Object);
    expect(Object.getPrototypeOf(fork(game))).toBe(Object.prototype);
  });
});

describe('send', () => {
  it('should refuse an object that is not a game it made, even a copy of a real handle, and never throw', () => {
    // Arrange
    const game = newGame();
    const [first] = legalActions(game);
    const copy = { ...game } as Game;
    // Act
    const result = send(copy, first as Command);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Engine');
    expect(log(game)).toHaveLength(0);
  });
});

describe('fork', () => {
  it('should give a new handle with its own log, the statecharts running as in the original', () => {
    // Arrange
    const game = newGame();
    const [first] = legalActions(game);
    send(game, first as Command);
    // Act
    const copy = fork(game);
    const [next] = legalActions(copy);
    send(copy, next as Command);
    // Assert
    expect(log(game)).toHaveLength(1);
    expect(log(copy)).toHaveLength(2);
    expect(activeMachines(fork(game))).toEqual(activeMachines(game));
    expect(JSON.parse(persist(game)).commands).toHaveLength(1);
    expect(state(copy).chronicle.length).toBeGreaterThan(state(game).chronicle.length);
  });
});

// Helpers

const newGame = (): Game => created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 5 });
