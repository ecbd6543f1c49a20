// ARCHITECTURE "Hidden information is respected": ids carry no deck position (issue 16 defect 1). Before, `p2-26` was
// the same card in every game with a given deck list, so a deck list told the opponent which cards were in a hand.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../../cards/decks';
import type { GameState } from '../core/game-state';
import { gameCardIds, renaming } from './card-ids';
import { newGame } from './setup';

describe('gameCardIds', () => {
  it('should not tell a card by its id: across seeds, the 26th card of a deck list has many different ids', () => {
    // Arrange
    const seeds = Array.from({ length: 60 }, (_, index) => index + 1);
    // Act
    const named = seeds.map(
      (seed) =>
        gameCardIds(seed, [
          ['p1', 70],
          ['p2', 70],
        ])[1]?.[25],
    );
    // Assert
    expect(new Set(named).size).toBeGreaterThan(20);
  });

  it("should number each player's cards from 01 to their count, once each, the first player's draw before the second's", () => {
    // Arrange
    const counts = [
      ['p2', 12],
      ['p1', 3],
    ] as const;
    // Act
    const [second, first] = gameCardIds(5, counts);
    const alone = gameCardIds(5, [['p2', 12]]);
    // Assert
    expect([...(second ?? [])].sort()).toEqual(
      Array.from({ length: 12 }, (_, n) => `p2-${String(n + 1).padStart(2, '0')}`),
    );
    expect([...(first ?? [])].sort()).toEqual(['p1-01', 'p1-02', 'p1-03']);
    expect(alone[0]).toEqual(second);
  });
});

describe('renaming', () => {
  it('should map deck-order ids to the game ids and back, one to one', () => {
    // Arrange
    const game = setUp(3);
    // Act
    const { toGame, toDeckOrder } = renaming(3, game);
    // Assert
    expect(toGame.size).toBe(Object.keys(game.cards).length);
    expect([...toGame].every(([deckOrder, inGame]) => toDeckOrder.get(inGame) === deckOrder)).toBe(true);
    expect(new Set(toGame.values())).toEqual(new Set(Object.keys(game.cards)));
  });

  it("should name in deck-list order the cards setup placed: a player's missions first, under their deck-order ids", () => {
    // Arrange
    const game = setUp(11);
    const missions = bundledDecks.federation.missions.cards.map((entry) => entry.id);
    // Act
    const { toGame } = renaming(11, game);
    const placed = missions.map((_, index) => game.cards[toGame.get(`p1-0${index + 1}`) ?? '']?.blueprint);
    // Assert
    expect(placed).toEqual(missions);
  });
});

// Helpers

function setUp(seed: number): GameState {
  const game = newGame({
    decks: [bundledDecks.federation, bundledDecks.klingon],
    seed,
    startingPlayer: 'p1',
  });
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
}
