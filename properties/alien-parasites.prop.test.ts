import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type Deck, parseDeck } from '../cards/deck-list';
import { federation, klingon } from '../cards/decks';
import type { GameState } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import { checkTurnCommand } from '../domain/special-rules/infestation';
import { createGame, legalActions, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { gameSeed } from './arbitraries/game-seed';
import { runs } from './runs';

// Alien Parasites (Rulebook 12.3 Control): the bundled decks with Alien Parasites seeded, random players choosing
// among `legalActions`: while an opponent controls an infected ship and crew, the game always waits on that opponent,
// in the same turn, and lists only commands with the infected cards (or ending it); whole games finish.
const COMMAND_CAP = 4000;

describe('Alien Parasites in whole games', () => {
  test.prop([gameSeed(), fc.integer()], { numRuns: runs(5) })(
    'should never let the turn end, nor anyone but the infected cards act, while an opponent controls them (Rulebook 12.3 Control)',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({ decks: [decks.federation, decks.klingon], seed: gameSeed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      // Act & Assert
      for (let step = 0; step < COMMAND_CAP && state(game).pending !== null; step++) {
        const before = state(game);
        const actions = legalActions(game);
        for (const listed of actions) expect(Decisions.check(listed)(before)).toEqual(E.right(undefined));
        if (before.infestation !== undefined && before.pending?.decision === 'turn.act') {
          expect(before.pending.player).toBe(before.infestation.player);
          for (const listed of actions)
            expect(
              E.isRight(checkTurnCommand(listed as Parameters<typeof checkTurnCommand>[0])(before)),
            ).toBe(true);
        }
        const command = player.choose(game);
        expect(command).not.toBeNull();
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
        const after = state(game);
        if (before.infestation !== undefined)
          expect(withoutRecords(after.turn)).toEqual(withoutRecords(before.turn));
        expect(checkInvariants(after)).toEqual([]);
      }
      const final = state(game);
      expect(final.pending === null).toBe(final.phase === 'over');
    },
  );
});

// Helpers

/** The turn without its record of actions to undo (Temporal Causality Loop), which every command extends. */
const withoutRecords = ({ actions: _, ...turn }: GameState['turn']) => turn;

/** A bundled deck text with two Alien Parasites in the seed deck. */
const infesting = (text: string): Deck => {
  const deck = parseDeck(text.replace('Seed deck:\n', 'Seed deck:\n2x Alien Parasites\n'));
  if (E.isLeft(deck)) throw new Error(deck.left.map((p) => p.message).join('; '));
  return deck.right;
};

const decks = { federation: infesting(federation), klingon: infesting(klingon) };
