import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type Deck, parseDeck } from '../cards/deck-list';
import { federation, klingon } from '../cards/decks';
import * as CardEffects from '../domain/card-effects';
import { type GameState, opponentOf, type PlayerId } from '../domain/core/game-state';
import { cardsInZone } from '../domain/core/zone-index';
import * as Decisions from '../domain/game/decisions';
import { type Command, createGame, legalActions, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { gameSeed } from './arbitraries/game-seed';
import { runs } from './runs';

// Rulebook "Playing 'At Any Time'" (L445-458) and ARCHITECTURE "Every player decision is a command": in random games
// between decks holding interrupts and hidden agendas, at every decision `legalActions(game, other)` lists for the
// player the game does not wait on exactly the plays "at any time" that `check` accepts, both ways: every listed one
// is accepted, and every play of a card they hold (each way its text plays, on each target) or flip of a face-down
// card that `check` accepts is listed. Now and then the other player makes one of them, which `send` accepts.
describe('legalActions', () => {
  test.prop([gameSeed(), fc.integer()], { numRuns: runs(2) })(
    'should list for the other player exactly the plays "at any time" that check accepts (Rulebook "Playing \'At Any Time\'")',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({ decks: [anyTime.federation, anyTime.klingon], seed: gameSeed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      const interrupting = fc.sample(fc.integer({ min: 0, max: 9 }), { seed: playerSeed, numRuns: 800 });
      for (const draw of interrupting) {
        const now = state(game);
        if (now.pending === null) break;
        const other = opponentOf(now.pending.player)(now);
        // Act
        const listed = legalActions(game, other);
        // Assert
        for (const command of listed) expect(Decisions.check(command)(now)).toEqual(E.right(undefined));
        for (const command of candidates(other, now))
          if (E.isRight(Decisions.check(command)(now))) expect(listed).toContainEqual(command);
        const command = listed.length > 0 && draw === 0 ? listed[0] : player.choose(game);
        if (command === null || command === undefined) break;
        expect(E.isRight(send(game, command))).toBe(true);
      }
    },
  );

  it('should let the other player make plays "at any time" in random games (Rulebook "Interrupts" L98)', () => {
    // Arrange
    let made = 0;
    // Act
    for (let seed = 1; seed <= 1; seed++) {
      const created = createGame({ decks: [anyTime.federation, anyTime.klingon], seed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(seed);
      for (let step = 0; step < 600; step++) {
        const now = state(game);
        if (now.pending === null) break;
        const [play] = legalActions(game, opponentOf(now.pending.player)(now));
        const command = play ?? player.choose(game);
        if (command === null) break;
        if (play !== undefined && E.isRight(send(game, play))) made++;
        else send(game, command);
      }
    }
    // Assert
    expect(made).toBeGreaterThan(0);
  });
});

// Helpers

/** A superset of `player`'s plays: each card in hand played each way its text plays, each face-down card flipped. */
const candidates = (player: PlayerId, game: GameState): ReadonlyArray<Command> => [
  ...cardsInZone({ kind: 'hand', player })(game).flatMap((card) =>
    CardEffects.textCandidates(player, card)(game),
  ),
  ...cardsInZone({ kind: 'table', player })(game)
    .filter((card) => game.cards[card]?.faceUp === false)
    .flatMap((card) => CardEffects.textCandidates(player, card)(game))
    .map(({ type: _type, kind: _kind, ...choices }): Command => ({ ...choices, type: 'agenda.activate' })),
];

/** A bundled deck text with cards added to its draw deck. */
const adding = (text: string, cards: ReadonlyArray<string>): Deck => {
  const deck = parseDeck(text.replace('Draw deck:\n', `Draw deck:\n${cards.join('\n')}\n`));
  if (E.isLeft(deck)) throw new Error(deck.left.map((p) => p.message).join('; '));
  return deck.right;
};

const interrupts = [
  '2x Amanda Rogers',
  '2x The Juggler',
  '2x Emergency Transporter Armbands',
  '2x Near-Warp Transport',
  'Subspace Interference',
  'Kevin Uxbridge',
  'Treaty: Romulan/Cardassian',
];

const anyTime = {
  federation: adding(federation, interrupts),
  klingon: adding(klingon, [...interrupts, 'Red Alert!']),
};
