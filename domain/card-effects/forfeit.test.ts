import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { forfeitFor } from './forfeit';

// Rulebook "Playing a Card" L331: "that player forfeits the game"; README "End of the game"
describe('forfeitFor', () => {
  it('should end the game won by the other player of the one named, as a forfeit', () => {
    // Arrange
    const game = scenario().build().game;
    // Act
    const after = forfeitFor('opponent', { ...PLAYED, player: 'p1' })(game);
    // Assert
    expect([after.winner, after.result]).toEqual(['p1', { kind: 'won', winner: 'p1', reason: 'forfeit' }]);
  });

  it('should record the stakes of the cards in play in the result (Raise the Stakes agreed before)', () => {
    // Arrange
    const [, staked] = put(scenario().build().game, 'p1', 'Raise the Stakes', {
      kind: 'table',
      player: 'p1',
    });
    // Act
    const after = forfeitFor('you', { ...PLAYED, player: 'p1' })(staked);
    // Assert
    expect(after.result).toEqual({ kind: 'won', winner: 'p2', reason: 'forfeit', stakes: 1 });
  });

  it('should change nothing once the game has a result', () => {
    // Arrange
    const over = forfeitFor('you', { ...PLAYED, player: 'p1' })(scenario().build().game);
    // Act
    const again = forfeitFor('you', { ...PLAYED, player: 'p2' })(over);
    // Assert
    expect(again).toBe(over);
  });
});

// Helpers

const PLAYED = { targetCard: null, targetPlayer: null, take: null } as const;
