import { everyone, losePointsFor, select } from '../../cards/language/build-dilemmas';
import { planet } from './encounter-test-support';
import { run } from './registry';

describe('score', () => {
  it('should take one point from the encountering player for each card of the selection (Rulebook "Points")', () => {
    // Arrange
    const { game, encounter } = planet(['Data', 'Deanna Troi', 'Worf']);
    // Act
    const step = run([select('all', everyone), losePointsFor('all')], encounter, game);
    // Assert
    expect(step.kind === 'continue' && step.game.players.map((p) => p.score)).toEqual([-3, 0]);
  });
});
