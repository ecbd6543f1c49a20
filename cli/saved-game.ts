// The shape of a saved game file (`persist`, `stccg simulate --json`) checked before the engine replays it, so a
// damaged or edited file is refused in one line naming what is wrong, never with a TypeError.
import * as E from 'fp-ts/Either';
import { checkDeckShape } from '../cards/deck-shape';
import type { Phase } from '../domain/core/game-phase';
import type { Command, GameOrigin } from '../machines/engine';
import { maxSeed } from './arguments';

/** What a replay needs from a saved game: where it began and the commands it accepted, in order. */
export interface SavedGame {
  readonly origin: GameOrigin;
  readonly commands: ReadonlyArray<Command>;
}

type Check = (value: unknown) => string | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

const everyItem =
  (what: string, check: Check): Check =>
  (value) => {
    if (!Array.isArray(value)) return `${what} is not a list`;
    for (const [index, item] of value.entries()) {
      const problem = check(item);
      if (problem !== null) return `${what}, item ${index + 1}: ${problem}`;
    }
    return null;
  };

const deckOrigin = (origin: Record<string, unknown>): string | null => {
  if (!Array.isArray(origin.decks) || origin.decks.length !== 2) return 'the origin does not hold two decks';
  for (const [index, deck] of origin.decks.entries()) {
    const shape = checkDeckShape(deck, `the origin's deck ${index + 1}`);
    if (E.isLeft(shape)) return shape.left;
  }
  const seed = origin.seed;
  if (!Number.isSafeInteger(seed) || (seed as number) < 0 || (seed as number) > maxSeed)
    return `the origin's seed is not a whole number from 0 to ${maxSeed}`;
  const ids = origin.players ?? ['p1', 'p2'];
  if (!Array.isArray(ids) || ids.length !== 2 || !ids.every(isString) || ids[0] === ids[1])
    return "the origin's players are not two different ids";
  if (!ids.includes(origin.startingPlayer as string))
    return "the origin's starting player is not one of its players";
  if (origin.allowUnimplemented !== undefined && typeof origin.allowUnimplemented !== 'boolean')
    return "the origin's allowUnimplemented is neither true nor false";
  return null;
};

const phases = {
  doorway: true,
  mission: true,
  dilemma: true,
  facility: true,
  play: true,
  over: true,
} satisfies Record<Phase, true>;

const scenarioOrigin = (origin: Record<string, unknown>): string | null => {
  const initial = origin.initial;
  if (!isObject(initial)) return "the scenario's initial state is missing";
  const players = initial.players;
  if (!Array.isArray(players) || players.length !== 2 || !players.every((p) => isObject(p) && isString(p.id)))
    return "the scenario's state does not hold two players";
  if (typeof initial.phase !== 'string' || !Object.hasOwn(phases, initial.phase))
    return `the scenario's phase "${String(initial.phase)}" is not one of ${Object.keys(phases).join(', ')}`;
  for (const field of ['cards', 'zones', 'locations', 'turn'] as const)
    if (!isObject(initial[field])) return `the scenario's state has no ${field}`;
  return null;
};

const command: Check = (value) =>
  isObject(value) && isString(value.type) ? null : 'not a command { type, ... }';

/** The origin and commands of a saved game's JSON text, or one line on why it is not a saved game. */
export const readSavedGame = (text: string): E.Either<string, SavedGame> => {
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch (error) {
    return E.left(`is not JSON (${(error as Error).message})`);
  }
  if (!isObject(saved) || saved.format !== 'stccg-1e-game')
    return E.left('is not a saved stccg 1E game (format "stccg-1e-game" with an origin and commands)');
  const origin = saved.origin;
  if (!isObject(origin)) return E.left('has no origin (where the game began)');
  const problem =
    origin.kind === 'decks'
      ? deckOrigin(origin)
      : origin.kind === 'scenario'
        ? scenarioOrigin(origin)
        : `its origin kind "${String(origin.kind)}" is neither "decks" nor "scenario"`;
  const commandsProblem = problem ?? everyItem('the commands', command)(saved.commands);
  if (commandsProblem !== null) return E.left(commandsProblem);
  return E.right({
    origin: origin as unknown as GameOrigin,
    commands: saved.commands as ReadonlyArray<Command>,
  });
};
