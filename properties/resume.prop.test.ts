import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type Game, log, pending, resumeGame, state } from '../machines/engine';
import { gameSeed } from './arbitraries/game-seed';
import { newGame, playRandomly } from './random-games';
import { runs } from './runs';

// ARCHITECTURE "scenario builder": a play-phase position started mid-turn (resumeGame) from the state of a game at
// the active player's turn decision continues exactly as that game does: the state alone says where the turn is.
describe('resumeGame', () => {
  test.prop([gameSeed(), fc.integer({ min: 0, max: 300 }), fc.integer()], { numRuns: runs(3) })(
    "should always continue as the game whose state it resumes, from the active player's turn decision",
    (gameSeed, stopAt, playerSeed) => {
      // Arrange: a game played until a turn decision of the active player, at or after `stopAt` commands
      const original = newGame(gameSeed);
      playRandomly(original, playerSeed, stopAt);
      fc.pre(untilTurnDecision(original, playerSeed));
      const resumed = resumeGame(state(original));
      if (E.isLeft(resumed)) throw new Error(resumed.left.message);
      // Act
      playRandomly(original, playerSeed + 1, 10_000);
      playRandomly(resumed.right, playerSeed + 1, 10_000);
      // Assert
      expect(state(resumed.right)).toEqual(state(original));
      expect(log(resumed.right).map((e) => e.text)).toEqual(
        log(original)
          .slice(-log(resumed.right).length)
          .map((e) => e.text),
      );
    },
    // @fast-check/jest stops a property silently at Jest's timeout (5 s): whole games need longer for every run
    60_000,
  );
});

// Helpers

/** Plays on until the active player's turn decision is pending in the play phase; false when the game ends first. */
const untilTurnDecision = (game: Game, seed: number): boolean => {
  for (let i = 0; i < 500; i++) {
    const s = state(game);
    if (
      s.phase === 'play' &&
      pending(game)?.decision === 'turn.act' &&
      pending(game)?.player === s.turn.active
    )
      return true;
    if (pending(game) === null) return false;
    playRandomly(game, seed + i, 1);
  }
  return false;
};
