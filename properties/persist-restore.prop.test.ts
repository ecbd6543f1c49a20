import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { log, persist, restore, state } from '../machines/engine';
import { gameSeed } from './arbitraries/game-seed';
import { newGame, playRandomly } from './random-games';
import { runs } from './runs';

// ARCHITECTURE "One owner of the game state": persist and restore a game at any decision point and it continues
// identically.
describe('persist and restore', () => {
  test.prop([gameSeed(), fc.integer({ min: 0, max: 150 }), fc.integer()], { numRuns: runs(12) })(
    'should never change how a game continues, wherever it is persisted',
    (gameSeed, stopAt, playerSeed) => {
      // Arrange
      const original = newGame(gameSeed);
      playRandomly(original, playerSeed, stopAt);
      const restored = restore(persist(original));
      if (E.isLeft(restored)) throw new Error(restored.left.message);
      // Act
      playRandomly(original, playerSeed + 1, 10_000);
      playRandomly(restored.right, playerSeed + 1, 10_000);
      // Assert
      expect(state(restored.right)).toEqual(state(original));
      expect(log(restored.right)).toEqual(log(original));
    },
  );
});
