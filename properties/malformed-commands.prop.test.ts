import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import {
  type Command,
  createGame,
  type Game,
  legalActions,
  log,
  replay,
  send,
  state,
} from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { scaledRuns } from './runs';

// Issue 16, ARCHITECTURE "Every player decision is a command": whatever a caller sends (any JSON value, any JavaScript
// value, a listed command mutated, a prototype key or an array for an id, deep nesting, a huge string), `send` never
// throws, never accepts a command that was not listed, and refuses it with a rule and a message, the game unchanged.
describe('send', () => {
  beforeAll(() => positions(), 120_000);

  // markInterruptAsFailure: @fast-check/jest stops a property at Jest's timeout and would otherwise pass it silently
  test.prop([fc.nat(), hostileInput()], { numRuns: scaledRuns(3_000, 100), markInterruptAsFailure: true })(
    'should never throw, never accept an unlisted command, and change nothing when it refuses',
    (at, input) => {
      // Arrange
      const position = positions()[at % positions().length] as Position;
      const game = position.game;
      const before = state(game);
      const entries = log(game).length;
      const listed = legalActions(game);
      const sent = typeof input === 'function' ? input(listed, before.cards) : input;
      // Act
      const result = send(game, sent as Command);
      // Assert
      if (E.isLeft(result)) {
        expect(result.left.rule).not.toBe('Engine');
        expect(result.left.rule.length * result.left.message.length).toBeGreaterThan(0);
        expect(state(game)).toBe(before);
        expect(log(game)).toHaveLength(entries);
      } else {
        expect(listed).toContainEqual(log(game).at(-1)?.command);
        // a legal command moves the position on; a finished game starts again from where the position began
        if (legalActions(game).length === 0) position.game = rebuilt(position);
      }
    },
    3_600_000,
  );
});

// Helpers

interface Position {
  readonly commands: ReadonlyArray<Command>;
  game: Game;
}

type Mutation = (listed: ReadonlyArray<Command>, cards: Readonly<Record<string, unknown>>) => unknown;

function prototypeKeys(): ReadonlyArray<string> {
  return ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
}

/** Games between the bundled decks stopped at decision points of every phase reached by random play. */
const positions = (() => {
  let cached: Position[] | undefined;
  return (): Position[] => {
    cached ??= [1, 2, 3, 4].flatMap((seed) => {
      const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const player = randomPlayer(seed);
      return [0, 6, 30, 90, 180, 300, 450].flatMap((stopAt) => {
        while (log(created.right).length < stopAt) {
          const next = player.choose(created.right);
          if (next === null || E.isLeft(send(created.right, next))) return [];
        }
        const commands = log(created.right).map((entry) => entry.command as Command);
        return [{ commands, game: rebuilt({ commands, game: created.right }) }];
      });
    });
    return cached;
  };
})();

/** A fresh game at the position (after a property run changed it by a legal command). */
function rebuilt(position: Position): Game {
  const again = replay(position.game.origin, position.commands);
  if (E.isLeft(again)) throw new Error('a position should replay');
  return again.right;
}

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { deeper: value };
  return value;
}

/** What replaces a field of a listed command: a JSON value, a prototype key, the field in an array, a card id... */
function replacement(original: unknown, cardIds: ReadonlyArray<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue(),
    fc.constantFrom(...prototypeKeys()),
    fc.constant([original]),
    fc.constant(cardIds.length === 0 ? 'p1-01' : cardIds),
    fc.constantFrom(...(cardIds.length === 0 ? ['p1-01'] : cardIds)),
    fc.integer({ min: 1, max: 30_000 }).map((depth) => nested(depth, original)),
    fc.integer({ min: 101, max: 200_000 }).map((length) => 'x'.repeat(length)),
    fc.constantFrom(undefined, null, Number.NaN, -0, 1e300, true, () => original),
  );
}

/** A listed command with one field replaced, added or removed (resolved against the position when it is sent). */
function mutatedListed(): fc.Arbitrary<Mutation> {
  return fc
    .tuple(
      fc.nat(),
      fc.nat(),
      fc.oneof(fc.constantFrom(...prototypeKeys()), fc.string()),
      fc.nat(),
      fc.boolean(),
    )
    .map(([which, field, newKey, seed, remove]) => (listed, cards) => {
      const command = listed[which % Math.max(listed.length, 1)];
      if (command === undefined) return { type: 'turn.end', player: 'p1' };
      const keys = [...Object.keys(command), newKey];
      const key = keys[field % keys.length] as string;
      const copy: Record<string, unknown> = { ...command };
      if (remove) {
        delete copy[key];
        return copy;
      }
      const [value] = fc.sample(replacement(copy[key], Object.keys(cards)), { seed, numRuns: 1 });
      Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
      return copy;
    });
}

/** Any hostile input: a value sent as is, or a mutation of a listed command. */
function hostileInput(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue(),
    fc.anything(),
    mutatedListed(),
    mutatedListed(),
    fc.integer({ min: 1, max: 30_000 }).map((depth) => nested(depth, 'p1')),
    fc.constantFrom(...prototypeKeys()).map((type) => ({ type, player: 'p1' })),
  );
}
