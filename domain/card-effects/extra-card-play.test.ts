import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { extraDrawAtEndOfTurn, hasExtraCardPlay, useExtraCardPlay } from './extra-card-play';

describe('hasExtraCardPlay', () => {
  it("should give Horga'hn's player one more card play once the normal one is spent, before orders", () => {
    // Arrange
    const game = horgahn();
    const spent: GameState = { ...game, turn: { ...game.turn, normalCardPlayUsed: true } };
    const ordered: GameState = { ...spent, turn: { ...spent.turn, ordersBegun: true } };
    // Act
    const has = [
      hasExtraCardPlay('p1')(game),
      hasExtraCardPlay('p1')(spent),
      hasExtraCardPlay('p1')(useExtraCardPlay('p1')(spent)),
      hasExtraCardPlay('p1')(ordered),
    ];
    // Assert
    expect(has).toEqual([false, true, false, false]);
  });
});

describe('extraDrawAtEndOfTurn', () => {
  it('should draw an extra card only for the player who did not make the additional card play', () => {
    // Arrange
    const game = horgahn();
    // Act
    const hands = [extraDrawAtEndOfTurn(game), extraDrawAtEndOfTurn(useExtraCardPlay('p1')(game))].map(
      (g) => g.zones['hand:p1']?.length ?? 0,
    );
    // Assert
    expect(hands).toEqual([1, 0]);
  });
});

// Helpers

const horgahn = (): GameState =>
  scenario().table('p1', ["Horga'hn"]).drawDeck('p1', ['Data', 'Worf']).build().game;
