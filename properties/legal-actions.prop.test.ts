import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { opponentOf } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import { createGame, legalActions, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { gameSeed } from './arbitraries/game-seed';
import { runs } from './runs';

// ARCHITECTURE "Every player decision is a command": `legalActions` lists only commands that `check` accepts, also
// for the decision rules that build their commands directly (`candidatesAreLegal`), and for the player the game does
// not wait on (their plays "at any time", Rulebook "Playing 'At Any Time'").
describe('legalActions', () => {
  test.prop([gameSeed(), fc.integer()], { numRuns: runs(8) })(
    'should list only commands that check accepts, at every decision of a random game',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: gameSeed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      for (let step = 0; step < 2000; step++) {
        // Act
        const listed = legalActions(game);
        // Assert
        for (const command of listed)
          expect(Decisions.check(command)(state(game))).toEqual(E.right(undefined));
        // the other player's plays "at any time" (both directions: properties/any-time-plays.prop.test.ts)
        const now = state(game);
        if (now.pending !== null)
          for (const command of legalActions(game, opponentOf(now.pending.player)(now)))
            expect(Decisions.check(command)(now)).toEqual(E.right(undefined));
        const command = player.choose(game);
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
      }
    },
  );
});
