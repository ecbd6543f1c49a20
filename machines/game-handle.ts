// The handle of a game (machines/engine.ts): a frozen `Game` that holds only its origin, and the parts the engine keeps
// out of the caller's reach beside it (its root actor and its log), with the inspection observer it was started with
// and how its root actor starts (ARCHITECTURE "Public API": the boundary trusts no object the engine did not make).
import { type Actor, createActor, type Snapshot } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import type { Game, GameOptions, GameOrigin, GameParts } from './engine-model';
import { gameMachine } from './game.machine';
import { withPlainContext } from './plain-context';

/** Each game's actor and log, out of the caller's reach (a `Game` holds only its origin, frozen). */
export const parts = new WeakMap<Game, GameParts>();

/** The actor and log of a game the engine made; anything else is refused (a throw the public functions catch). */
export const partsOf = (game: Game): GameParts => {
  const found = parts.get(game);
  if (found === undefined) throw new TypeError('not a game made by createGame, startGame, restore or fork');
  return found;
};

/** A new game handle at `origin` with these parts. */
export const gameWith = (origin: GameOrigin, game: GameParts): Game => {
  const handle: Game = Object.freeze({ origin });
  parts.set(handle, game);
  return handle;
};

/** The root actor of a game, for tools in `machines/` that read the running statecharts (machines/active-machines.ts). */
export const rootActor = (game: Game): GameParts['actor'] => partsOf(game).actor;

/** The inspection observer each game was started with, to rebuild it with (see `recover`). */
export const inspectors = new WeakMap<Game, NonNullable<GameOptions['inspect']>>();

export const withInspector = (game: Game, inspect: GameOptions['inspect']): Game => {
  if (inspect !== undefined) inspectors.set(game, inspect);
  return game;
};

/** The game machine as the engine runs it: persisted and restored (by `fork`) without walking the game state. */
export const runningGameMachine = withPlainContext(gameMachine);

export const startActor = (
  game: GameState,
  inspect: GameOptions['inspect'],
  snapshot?: Snapshot<unknown>,
  machine: typeof gameMachine = runningGameMachine,
): Actor<typeof gameMachine> => {
  const actor = createActor(machine, {
    input: { game },
    ...(snapshot === undefined ? {} : { snapshot: snapshot as never }),
    ...(inspect === undefined ? {} : { inspect }),
  });
  actor.start();
  return actor;
};
