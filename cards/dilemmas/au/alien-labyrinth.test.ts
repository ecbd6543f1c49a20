// Alien Labyrinth (au/alienlabyrinth), [P] dilemma:
// "To get through this maze-like structure and continue, Away Team must have {a Tricorder} OR 2 ENGINEER."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('alienLabyrinth', () => {
  it('should let an Away Team with a Tricorder through (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Tricorder']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should let an Away Team with 2 ENGINEER through (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Geordi La Forge']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should stop an Away Team with neither and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Kromm']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Alien Labyrinth')]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Alien Labyrinth'])
    .surface('Excavation', 'p1', team)
    .build();
