import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { createGame, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { gameSeed } from './arbitraries/game-seed';
import { runs } from './runs';

// ARCHITECTURE "One owner of the game state": "GameState is plain, immutable, JSON-serialisable data". At every
// decision of a random game the state is made of plain objects and arrays of own, enumerable data fields (no getters,
// functions, hidden fields such as `toJSON`, classes, Maps or Dates), so a JSON round trip or `structuredClone` gives
// it back equal.
describe('GameState', () => {
  test.prop([gameSeed(), fc.integer()], { numRuns: runs(3) })(
    'should always be plain JSON data, equal after a JSON round trip and a structuredClone (ARCHITECTURE "One owner")',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: gameSeed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      const checked = new WeakSet<object>();
      for (let step = 0; step < 3000; step++) {
        // Act
        const now = state(game);
        // Assert
        expect(notPlain(now, 'state', checked)).toBeUndefined();
        if (step % 50 === 0) {
          expect(JSON.parse(JSON.stringify(now))).toEqual(now);
          expect(structuredClone(now)).toEqual(now);
        }
        const command = player.choose(game);
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
      }
    },
  );
});

// Helpers

/** The path of the first part of `value` that is not plain JSON data, or undefined; `checked` parts are skipped. */
function notPlain(value: unknown, path: string, checked: WeakSet<object>): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path}: ${value}`;
  if (typeof value !== 'object') return `${path}: a ${typeof value}`;
  if (checked.has(value)) return undefined;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== Array.prototype) return `${path}: not a plain object`;
  if (Object.getOwnPropertySymbols(value).length > 0) return `${path}: a symbol key`;
  for (const [key, field] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
    if (Array.isArray(value) && key === 'length') continue;
    if (field.get !== undefined || field.set !== undefined) return `${path}.${key}: a getter`;
    if (!field.enumerable) return `${path}.${key}: a hidden field`;
    // an absent optional field written as undefined: JSON leaves it out, and it reads the same
    if (field.value === undefined) continue;
    const inner = notPlain(field.value, `${path}.${key}`, checked);
    if (inner !== undefined) return inner;
  }
  checked.add(value);
  return undefined;
}
