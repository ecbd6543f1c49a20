// Cosmic String Fragment (premiere/cosmicstringfragment), [S] dilemma, 5 bonus points:
// "Ship is sucked in and destroyed unless Astrophysics OR ENGINEER OR Navigation aboard. Discard dilemma."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('cosmicStringFragment', () => {
  it('should be overcome with ENGINEER aboard, scoring 5 bonus points (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Data', 'Mendon']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(run.game)).toEqual([s.id('Cosmic String Fragment')]);
  });

  it('should destroy the ship with its crew otherwise (Rulebook "Dilemmas", "Leaving Play")', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual(
      expect.arrayContaining([s.id('Runabout'), s.id('Mendon'), s.id('Deanna Troi')]),
    );
    expect(run.report?.outcome).toBe('failed');
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Cosmic String Fragment'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
