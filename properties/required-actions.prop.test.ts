import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type Deck, parseDeck } from '../cards/deck-list';
import { federation, klingon } from '../cards/decks';
import * as Decisions from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import { createGame, legalActions, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { gameSeed } from './arbitraries/game-seed';
import { runs } from './runs';

// Rulebook "Required Actions": the bundled decks with Cytherians seeded and the Premiere Incoming Message cards to
// draw, random players choosing among `legalActions`: a compelled ship never deadlocks a turn (the turn may end once
// the required move cannot go on), `legalActions` lists only commands that `check` accepts, and whole games finish.
const COMMAND_CAP = 4000;

describe('required actions in whole games', () => {
  test.prop([gameSeed(), fc.integer()], { numRuns: runs(5) })(
    'should always go on to the end of the game with ships compelled to travel (Rulebook "Required Actions")',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({ decks: [decks.federation, decks.klingon], seed: gameSeed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      // Act & Assert
      for (let step = 0; step < COMMAND_CAP && state(game).pending !== null; step++) {
        for (const listed of legalActions(game))
          expect(Decisions.check(listed)(state(game))).toEqual(E.right(undefined));
        const command = player.choose(game);
        expect(command).not.toBeNull();
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
        expect(checkInvariants(state(game))).toEqual([]);
      }
      const final = state(game);
      expect(final.pending === null).toBe(final.phase === 'over');
    },
  );
});

// Helpers

const messages = [
  'Incoming Message - Federation',
  'Incoming Message - Klingon',
  'Incoming Message - Romulan',
];

/** A bundled deck text with Cytherians in the seed deck and the Incoming Message cards in the draw deck. */
const compelling = (text: string): Deck => {
  const deck = parseDeck(
    text
      .replace('Seed deck:\n', 'Seed deck:\n2x Cytherians\n')
      .replace('Draw deck:\n', `Draw deck:\n${messages.map((m) => `2x ${m}`).join('\n')}\n`),
  );
  if (E.isLeft(deck)) throw new Error(deck.left.map((p) => p.message).join('; '));
  return deck.right;
};

const decks = { federation: compelling(federation), klingon: compelling(klingon) };
