// The handle of a game (machines/engine.ts): a frozen `Game` that shows only its origin, with the parts the engine keeps
// out of the caller's reach in it (its root actor and its log), the inspection observer it was started with and how its
// root actor starts (ARCHITECTURE "Public API": the boundary trusts no object the engine did not make).
import { type Actor, createActor } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import type { Game, GameOptions, GameOrigin, GameParts } from './engine-model';
import { gameMachine } from './game.machine';
import { withPlainContext } from './plain-context';

/** The parts in a handle's private field, or undefined for any other object (set by the class below). */
let partsIn: (game: object) => GameParts | undefined;
let setPartsIn: (game: object, parts: GameParts) => void;

/**
 * A game handle: its origin, and its actor and log in a private field, out of the caller's reach. A private field, not
 * a WeakMap from handle to parts: V8 keeps what a WeakMap's entry holds for as long as a minor GC sees its key young,
 * so every short-lived fork's actors and log were promoted to the old generation and freed only by a full GC (issue
 * #17). The handle is a plain frozen object to the caller (its prototype Object's, its only property its origin), so
 * no constructor or method of this class is reachable from it.
 */
class GameHandle {
  #parts: GameParts;

  constructor(
    readonly origin: GameOrigin,
    parts: GameParts,
  ) {
    this.#parts = parts;
    Object.setPrototypeOf(this, Object.prototype);
    Object.freeze(this);
  }

  static {
    partsIn = (game) => (#parts in game ? (game as GameHandle).#parts : undefined);
    setPartsIn = (game, parts) => {
      if (#parts in game) (game as GameHandle).#parts = parts;
    };
  }
}

/** The actor and log of a game the engine made; anything else is refused (a throw the public functions catch). */
export const partsOf = (game: Game): GameParts => {
  const found = typeof game === 'object' && game !== null ? partsIn(game) : undefined;
  if (found === undefined) throw new TypeError('not a game made by createGame, startGame, restore or fork');
  return found;
};

/** Gives a game the engine made new parts (an actor rebuilt after a failure, with its log). */
export const replaceParts = (game: Game, parts: GameParts): void => setPartsIn(game, parts);

/** A new game handle at `origin` with these parts. */
export const gameWith = (origin: GameOrigin, parts: GameParts): Game => new GameHandle(origin, parts);

/** The root actor of a game, for tools in `machines/` that read the running statecharts (machines/active-machines.ts). */
export const rootActor = (game: Game): GameParts['actor'] => partsOf(game).actor;

/** The inspection observer each game was started with, to rebuild it with (see `recover`). */
export const inspectors = new WeakMap<Game, NonNullable<GameOptions['inspect']>>();

export const withInspector = (game: Game, inspect: GameOptions['inspect']): Game => {
  if (inspect !== undefined) inspectors.set(game, inspect);
  return game;
};

/** The game machine as the engine runs it: persisted (and forked) without walking the game state. */
export const runningGameMachine = withPlainContext(gameMachine);

export const startActor = (
  game: GameState,
  inspect: GameOptions['inspect'],
  machine: typeof gameMachine = runningGameMachine,
): Actor<typeof gameMachine> => {
  const actor = createActor(machine, {
    input: { game },
    ...(inspect === undefined ? {} : { inspect }),
  });
  actor.start();
  return actor;
};
