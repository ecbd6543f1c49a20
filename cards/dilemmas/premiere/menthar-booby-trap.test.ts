// Menthar Booby Trap (premiere/MentharBoobyTrap), [S] dilemma:
// "Place on ship; it cannot move. Unless MEDICAL present, one crew member killed (random selection). Cure with 2
// ENGINEER."

import { cardsIn, getCard } from '../../../domain/core/game-state';
import { preventsMovement } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('mentharBoobyTrap', () => {
  it('should hold the ship in place, and with MEDICAL present kill nobody (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Beverly Crusher', 'Mendon']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(preventsMovement(s.id('Runabout'))(run.game)).toBe(true);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([]);
  });

  it('should kill one crew member without MEDICAL, fail the attempt and stay on the ship (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Deanna Troi', 'Mendon']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(1);
    expect(getCard(s.id('Menthar Booby Trap'))(run.game).zone.kind).toBe('playedOn');
    expect(run.report?.outcome).toBe('failed');
  });

  it('should be cured at once by 2 ENGINEER, freeing the ship (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = crew(['Beverly Crusher', 'Geordi La Forge']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(preventsMovement(s.id('Runabout'))(run.game)).toBe(false);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Menthar Booby Trap'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
