// Microbiotic Colony (premiere/microbioticcolony), [S] dilemma:
// "Ship damaged unless SCIENCE, ENGINEER and OFFICER aboard. Discard dilemma."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('microbioticColony', () => {
  it('should be overcome with SCIENCE, ENGINEER and OFFICER aboard (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Mendon', 'Data']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(getCard(s.id('Runabout'))(run.game).damage).toBe(0);
  });

  it('should damage the ship without an ENGINEER (Rulebook 7.5.1)', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect([getCard(s.id('Runabout'))(run.game).damage, run.report?.outcome]).toEqual([1, 'failed']);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Microbiotic Colony'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
