// Tarellian Plague Ship (premiere/Tarellian-Plague-Ship), [S] dilemma, 5 bonus points:
// "Entire crew immediately dies from plague unless MEDICAL "beams over" (discarded) to Tarellians. Discard dilemma."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('tarellianPlagueShip', () => {
  it('should take the one MEDICAL aboard and spare the crew, scoring 5 bonus points (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Beverly Crusher', 'Mendon']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([s.id('Beverly Crusher')]);
    expect(run.game.players[0].score).toBe(5);
  });

  it('should let the encountering player choose which MEDICAL beams over (Rulebook 12.14)', () => {
    // Arrange
    const s = crew(['Beverly Crusher', 'Alyssa Ogawa', 'Mendon']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')), [
      { type: 'attempt.choose', player: 'p1', cards: [s.id('Alyssa Ogawa')] },
    ]);
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([s.id('Alyssa Ogawa')]);
  });

  it('should kill the entire crew without a MEDICAL (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(2);
    expect(run.game.players[0].score).toBe(0);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Tarellian Plague Ship'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
