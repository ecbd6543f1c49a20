// Null Space (premiere/nullspace), [S] dilemma, 5 bonus points:
// "Ship hits null space turbulence and is damaged unless 2 Navigation aboard. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('nullSpace', () => {
  it('should be overcome with 2 Navigation aboard (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Worf', 'Wesley Crusher']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect([getCard(s.id('Runabout'))(run.game).damage, run.game.players[0].score]).toEqual([0, 5]);
  });

  it('should damage the ship and fail the attempt otherwise (Rulebook 7.5.1 rotation damage)', () => {
    // Arrange
    const s = crew(['Worf', 'Mendon']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(getCard(s.id('Runabout'))(run.game).damage).toBe(1);
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Null Space')]);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Null Space'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
