// Impassable Door (premiere/impassabledoor), [P] dilemma:
// "To get through this door, Away Team must have Computer Skill present."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('impassableDoor', () => {
  it('should let an Away Team with Computer Skill through (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Impassable Door'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should stop an Away Team without Computer Skill and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Impassable Door'])
      .surface('Excavation', 'p1', ['Deanna Troi', 'Tasha Yar'])
      .build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Impassable Door')]);
    expect(run.report?.outcome).toBe('failed');
  });
});
