// ARCHITECTURE "Hidden information is respected": ids carry no deck position (issue 16 defect 1). Before, `p2-26` was
// the same card in every game with a given deck list, so a deck list told the opponent which cards were in a hand.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../../cards/decks';
import type { GameState } from '../core/game-state';
import { renameCards, renaming } from './card-ids';
import { newGame } from './setup';

describe('renameCards', () => {
  it('should not tell a card by its id: across seeds, one id names many different cards of the same deck list', () => {
    // Arrange
    const seeds = Array.from({ length: 60 }, (_, index) => index + 1);
    // Act
    const named = seeds.map((seed) => setUp(seed).cards['p2-26']?.blueprint);
    // Assert
    expect(new Set(named).size).toBeGreaterThan(20);
  });

  it('should keep the same cards in the same places and in the same order, under other ids', () => {
    // Arrange
    const game = setUp(7);
    const blueprintsByZone = (state: GameState) =>
      Object.fromEntries(
        Object.entries(state.zones).map(([key, ids]) => [key, ids.map((id) => state.cards[id]?.blueprint)]),
      );
    // Act
    const renamed = renameCards(8)(game);
    // Assert
    expect(blueprintsByZone(renamed)).toEqual(blueprintsByZone(game));
    expect(Object.values(renamed.cards).map((card) => card.blueprint)).toEqual(
      Object.values(game.cards).map((card) => card.blueprint),
    );
    expect(Object.entries(renamed.cards).every(([id, card]) => card.id === id)).toBe(true);
    expect(new Set(Object.keys(renamed.cards))).toEqual(new Set(Object.keys(game.cards)));
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
