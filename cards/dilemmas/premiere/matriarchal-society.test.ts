// Matriarchal Society (premiere/matriarchalsociety), [P] dilemma:
// "Cannot get past unless at least two female Away Team members are present."
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('matriarchalSociety', () => {
  it('should be got past with two female Away Team members (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Deanna Troi', 'Tasha Yar', 'Baran']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should not count a stopped female, who is separated (Rulebook "Dilemmas", 10.2.5)', () => {
    // Arrange
    const s = planet(['Deanna Troi', 'Tasha Yar', 'Baran']).modify('Tasha Yar', { stopped: true }).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('failed');
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Matriarchal Society'])
    .surface('Excavation', 'p1', team);
