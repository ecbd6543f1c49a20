// Gravitic Mine (premiere/graviticmine), [S] dilemma:
// "Ship damaged unless SCIENCE and Navigation aboard. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('graviticMine', () => {
  it('should be overcome with SCIENCE and Navigation aboard (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Mendon', 'Worf']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(getCard(s.id('Runabout'))(run.game).damage).toBe(0);
  });

  it('should destroy a ship already damaged: a second rotation damage (Rulebook 7.5.1)', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi']).modify('Runabout', { damage: 1 }).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toContain(s.id('Runabout'));
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Gravitic Mine'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
