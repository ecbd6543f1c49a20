// Malfunctioning Door (au/MalfunctioningDoor), [P] dilemma:
// "To get past requires a Soong-Type android OR STRENGTH>27 from up to four personnel."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('malfunctioningDoor', () => {
  it('should let an Away Team with a Soong-type android through (Rulings "Soong-type android")', () => {
    // Arrange
    const s = excavation(['Data', 'Deanna Troi']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert: overcome, so not reseeded (the mission's own requirements are another matter)
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should let four personnel of STRENGTH 10, 8, 7 and 6 through (31 > 27)', () => {
    // Arrange
    const s = excavation(['Worf', 'Tasha Yar', 'William T. Riker', 'Geordi La Forge']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should count the four strongest only: seven of STRENGTH 31 in all, 20 from four, are stopped and it is reseeded', () => {
    // Arrange: Geordi 6, Wesley 5, Beverly 5, Troi 4 (then Taitt 4, Giusti 4, Leah Brahms 3)
    const s = excavation([
      'Geordi La Forge',
      'Wesley Crusher',
      'Beverly Crusher',
      'Deanna Troi',
      'Taitt',
      'Giusti',
      'Leah Brahms',
    ]);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Malfunctioning Door')]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Malfunctioning Door'])
    .surface('Excavation', 'p1', team)
    .build();
