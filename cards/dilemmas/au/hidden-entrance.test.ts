// Hidden Entrance (au/hiddenentrance), [P] dilemma:
// "To locate the concealed entrance and continue, Away Team must have {Geordi La Forge} OR ENGINEER + CUNNING>32."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('hiddenEntrance', () => {
  it('should let an Away Team with Geordi La Forge through (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Geordi La Forge']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should let an Away Team with ENGINEER and CUNNING>32 through (Rulebook "Dilemmas")', () => {
    // Arrange: CUNNING 7 + 8 + 7 + 7 + 5 = 34
    const s = excavation(['Reginald Barclay', 'Jean-Luc Picard', 'William T. Riker', 'Tasha Yar', 'Mendon']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should stop an Away Team with ENGINEER but CUNNING 32, not >32, and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange: CUNNING 5 + 8 + 7 + 7 + 5 = 32
    const s = excavation(['Linda Larson', 'Jean-Luc Picard', 'William T. Riker', 'Tasha Yar', 'Mendon']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Hidden Entrance')]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Hidden Entrance'])
    .surface('Excavation', 'p1', team)
    .build();
