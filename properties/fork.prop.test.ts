import { fc, test } from '@fast-check/jest';
import { fork, log, persist, state } from '../machines/engine';
import { gameSeed } from './arbitraries/game-seed';
import { newGame, playRandomly } from './random-games';
import { runs } from './runs';

// ARCHITECTURE "One owner of the game state": a fork shares the immutable state, so a fork taken at any decision
// point continues exactly as the original would, and playing it never changes the original.
describe('fork', () => {
  test.prop([gameSeed(), fc.integer({ min: 0, max: 200 }), fc.integer()], { numRuns: runs(3) })(
    'should never change the original, and always continue as the original does, wherever it is taken',
    (gameSeed, forkAt, playerSeed) => {
      // Arrange
      const original = newGame(gameSeed);
      playRandomly(original, playerSeed, forkAt);
      const before = persist(original);
      // Act: the fork played to the end first, then the original
      const copy = fork(original);
      playRandomly(copy, playerSeed + 1, 10_000);
      const untouched = persist(original);
      playRandomly(original, playerSeed + 1, 10_000);
      // Assert
      expect(untouched).toBe(before);
      expect(state(copy)).toEqual(state(original));
      expect(log(copy)).toEqual(log(original));
      expect(persist(copy)).toBe(persist(original));
    },
    // @fast-check/jest stops a property silently at Jest's timeout (5 s): whole games need longer for every run
    60_000,
  );
});
