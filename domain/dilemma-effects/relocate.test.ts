import { scenario } from '../game/scenario';
import { furthestPlanets, nearestPlanetsWithNoPersonnel } from './relocate';

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

describe('nearestPlanetsWithNoPersonnel', () => {
  it('should find the planet the fewest locations away with nobody on its surface, skipping space missions and occupied planets (Rulebook L1249)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .mission('p1', 'Evacuation')
      .mission('p1', 'Test Mission')
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'First Contact')
      .surface('Evacuation', 'p2', ['Mendon'])
      .build();
    // Act
    const near = nearestPlanetsWithNoPersonnel(s.id('Excavation'), 'p1')(s.game);
    // Assert
    expect(near).toEqual([s.id('Avert Disaster')]);
  });

  it('should return both planets on a tie of locations and span, and none when every other planet is occupied (Rulebook 12.5 Ties)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Evacuation')
      .mission('p1', 'Excavation')
      .mission('p1', 'Avert Disaster')
      .build();
    const occupied = scenario()
      .mission('p1', 'Excavation')
      .mission('p1', 'Evacuation')
      .surface('Evacuation', 'p1', ['Data'])
      .build();
    // Act
    const tie = nearestPlanetsWithNoPersonnel(s.id('Excavation'), 'p1')(s.game);
    const none = nearestPlanetsWithNoPersonnel(occupied.id('Excavation'), 'p1')(occupied.game);
    // Assert
    expect(tie).toEqual([s.id('Evacuation'), s.id('Avert Disaster')]);
    expect(none).toEqual([]);
  });
});
