import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import type { PlayCard } from '../domain/card-play/card-play';
import type { CardId, GameState, PlayerId } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import { createGame, legalActions, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { gameSeed } from './arbitraries/game-seed';
import { runs } from './runs';

// ARCHITECTURE "Every player decision is a command": `legalActions` lists every legal command. The card plays are
// built legal (domain/card-play/card-play-candidates.ts), so here every report of every card in hand (Rulebook "Reporting for
// Duty") to every card in play, in every affiliation of any card in play or none, that `check` accepts is listed.
describe('legalActions', () => {
  test.prop([gameSeed(), fc.integer()], { numRuns: runs(4) })(
    'should list every report for duty that check accepts, at every turn decision of a random game',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: gameSeed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      for (let step = 0; step < 600; step++) {
        const now = state(game);
        if (now.pending?.decision === 'turn.act') {
          // Act
          const listed = new Set(legalActions(game).map((command) => JSON.stringify(command)));
          // Assert
          for (const report of everyReport(now.pending.player, now))
            if (E.isRight(Decisions.check(report)(now))) expect(listed).toContain(JSON.stringify(report));
        }
        const command = player.choose(game);
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
      }
    },
  );
});

// Helpers

/** Every report of a card in the player's hand to any card in play, in any affiliation seen in play or none. */
const everyReport = (player: PlayerId, game: GameState): ReadonlyArray<PlayCard> => {
  const cards = Object.values(game.cards);
  const hand = cards.filter((card) => card.zone.kind === 'hand' && card.zone.player === player);
  const inPlay = cards.filter((card) => card.zone.kind === 'atLocation' || card.zone.kind === 'docked');
  const affiliations = [null, ...new Set(inPlay.flatMap((card) => card.affiliation ?? []))];
  return hand.flatMap((card) =>
    inPlay.flatMap((facility) =>
      affiliations.map(
        (affiliation): PlayCard => ({
          type: 'card.play',
          player,
          card: card.id as CardId,
          kind: 'report',
          facility: facility.id,
          affiliation,
        }),
      ),
    ),
  );
};
