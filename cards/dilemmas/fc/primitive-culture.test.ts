// Primitive Culture (fc/primitiveculture), [P] dilemma:
// "To get past, requires 3 Vulcans OR Anthropology and CIVILIAN OR Vorta and 4 Jem'Hadar OR 2 Tal Shiar OR 2 Obsidian
// Order OR Acquisition and 2 Greed OR 6 Klingons OR 4 [Def] Borg."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('primitiveCulture', () => {
  it('should let an Away Team with 3 Vulcans through (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Taurik', 'Dr. Selar', 'Satelk', 'Jean-Luc Picard']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });

  it('should stop an Away Team with 2 Vulcans and none of the other ways, and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Taurik', 'Dr. Selar', 'Jean-Luc Picard', 'Tasha Yar']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Primitive Culture')]);
  });

  it('should let an Away Team with 4 [Def] Borg through (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Primitive Culture'])
      .surface('Excavation', 'p1', [
        'Four of Eleven',
        'Thirteen of Nineteen',
        'Eight of Nineteen',
        'Six of Seventeen',
      ])
      .build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.events.map((e) => e.text)).toContain('is overcome');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Primitive Culture'])
    .surface('Excavation', 'p1', team)
    .build();
