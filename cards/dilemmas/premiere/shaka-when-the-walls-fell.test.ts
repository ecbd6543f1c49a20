// Shaka, When the Walls Fell (premiere/shakawhenthewallsfell), [S/P] dilemma:
// "Must have 2 Diplomacy and CUNNING>30 to communicate and proceed."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, onShip, runAttempt } from '../attempt-test-support';

describe('shakaWhenTheWallsFell', () => {
  it('should let an Away Team with 2 Diplomacy and CUNNING>30 proceed (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Shaka, When the Walls Fell'])
      .surface('Excavation', 'p1', ['Jean-Luc Picard', 'Data', 'Deanna Troi', 'Baran'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should stop a crew lacking CUNNING>30 and be reseeded at a space mission (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .seed('Test Mission', 'p2', ['Shaka, When the Walls Fell'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Jean-Luc Picard', 'Mendon'])
      .build();
    const location = s.id('Test Mission');
    // Act
    const run = runAttempt(s.game, onShip('p1', location, s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([
      s.id('Shaka, When the Walls Fell'),
    ]);
    expect(run.report?.outcome).toBe('failed');
  });
});
