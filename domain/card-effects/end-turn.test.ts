// Rulebook "End of Turn" (L956): a card text that ends its player's turn (End Transmission: "Immediately end your turn").
import { scenario } from '../game/scenario';
import { endTurnFor } from './end-turn';

describe('endTurnFor', () => {
  it('should mark the turn of the card\'s player to end once the action under way is over (Rulebook "End of Turn")', () => {
    // Arrange
    const game = scenario().build().game;
    // Act
    const after = endTurnFor({ player: game.turn.active, targetCard: null, targetPlayer: null, take: null })(
      game,
    );
    // Assert
    expect([game.turn.mustEnd, after.turn.mustEnd]).toEqual([undefined, true]);
  });

  it("should not end the turn of another player: it is not the card's player's turn to end", () => {
    // Arrange
    const game = scenario().build().game;
    const other = game.turn.active === 'p1' ? 'p2' : 'p1';
    // Act
    const after = endTurnFor({ player: other, targetCard: null, targetPlayer: null, take: null })(game);
    // Assert
    expect(after).toBe(game);
  });
});
