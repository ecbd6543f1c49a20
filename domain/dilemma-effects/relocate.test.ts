import { scenario } from '../game/scenario';
import { furthestPlanets } from './relocate';

describe('furthestPlanets', () => {
  it('should find the planet the most locations away, skipping space missions (Rulebook 12.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .mission('p1', 'First Contact')
      .mission('p1', 'Test Mission')
      .build();
    // Act
    const far = furthestPlanets(s.id('Excavation'), 'p1')(s.game);
    // Assert
    expect(far).toEqual([s.id('First Contact')]);
  });

  it('should return both planets on a tie of locations and span (Rulebook 12.5 Ties)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Evacuation')
      .mission('p1', 'Excavation')
      .mission('p1', 'Avert Disaster')
      .build();
    // Act
    const far = furthestPlanets(s.id('Excavation'), 'p1')(s.game);
    // Assert
    expect(far).toEqual([s.id('Evacuation'), s.id('Avert Disaster')]);
  });
});
