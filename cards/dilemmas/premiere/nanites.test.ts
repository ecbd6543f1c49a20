// Nanites (premiere/nanites), [S] dilemma, 5 bonus points:
// "Damages afflicted ship unless 2 SCIENCE OR Diplomacy present. Discard Dilemma."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('nanites', () => {
  it('should be overcome with Diplomacy present, scoring 5 bonus points (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Deanna Troi', 'Worf']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect([getCard(s.id('Runabout'))(run.game).damage, run.game.players[0].score]).toEqual([0, 5]);
  });

  it('should damage the ship with one SCIENCE only (Rulebook 7.5.1)', () => {
    // Arrange
    const s = crew(['Mendon', 'Tasha Yar']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(getCard(s.id('Runabout'))(run.game).damage).toBe(1);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Nanites'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
