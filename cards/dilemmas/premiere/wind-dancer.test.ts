// Wind Dancer (premiere/winddancer), [P] dilemma:
// "To get past, {Lwaxana Troi} must be present OR at least one Away Team member must have: Youth OR Music OR
// STRENGTH>9."
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('windDancer', () => {
  it.each([
    ['Lwaxana Troi present', ['Lwaxana Troi', 'Baran']],
    ['a member with Music', ['Amarie', 'Deanna Troi']],
    ['a member with STRENGTH>9', ['Worf', 'Baran']],
  ])('should be got past with %s (Rulebook "Dilemmas")', (_, team) => {
    // Arrange
    const s = planet(team).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.events.some((e) => e.card === s.id('Wind Dancer') && e.text === 'is overcome')).toBe(
      true,
    );
  });

  it('should stop a team whose STRENGTH is shared but no member has STRENGTH>9 (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Deanna Troi', 'Tasha Yar', 'Baran']).build();
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
    .seed('Excavation', 'p2', ['Wind Dancer'])
    .surface('Excavation', 'p1', team);
