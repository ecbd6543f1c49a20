// Nagilum (premiere/nagilum), [S] dilemma, 5 bonus points:
// "Half of crew is killed (random selection, round down) unless 3 Diplomacy OR STRENGTH>40 aboard. Discard dilemma."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('nagilum', () => {
  it('should kill half of the crew at random, rounded down (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Mendon', 'Giusti', 'Soren', 'Deanna Troi', 'Hannah Bates']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(2);
  });

  it('should be overcome with 3 Diplomacy aboard (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Jean-Luc Picard', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect([cardsIn({ kind: 'discard', player: 'p1' })(run.game), run.game.players[0].score]).toEqual([
      [],
      5,
    ]);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Nagilum'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
