// The Higher... The Fewer (au/thehigherthefewer), [S/P] dilemma, X points:
// "Subtract X from your total score, where X=the number of personnel in this crew or Away Team."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, onShip, runAttempt } from '../attempt-test-support';

describe('theHigherTheFewer', () => {
  it('should subtract 3 points for an Away Team of three, stopping no one (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['The Higher... The Fewer'])
      .surface('Excavation', 'p1', ['Geordi La Forge', 'Deanna Troi', 'Data'])
      .score('p1', 20)
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.game.players[0].score).toBe(17);
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(false);
  });

  it('should count the crew of a ship attempting a space mission (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .seed('Test Mission', 'p2', ['The Higher... The Fewer'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Geordi La Forge', 'Deanna Troi'])
      .score('p1', 20)
      .build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(run.game.players[0].score).toBe(18);
  });
});
