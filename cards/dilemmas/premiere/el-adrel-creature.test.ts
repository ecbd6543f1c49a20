// El-Adrel Creature (premiere/eladrelcreature), [P] dilemma:
// "Attacks two strongest members in Away Team (owner's choice if tie). Kills one of them (random selection) unless
// their combined STRENGTH>16. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('elAdrelCreature', () => {
  it('should be overcome when the two strongest have combined STRENGTH>16 (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Data', 'Worf', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([]);
  });

  it('should let the attacked personnel\'s owner break a tie, then kill one of the two (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Data', 'Deanna Troi', 'Giusti']).build();
    const request = onPlanet('p1', s.id('Excavation'));
    // Act
    const waiting = runAttempt(s.game, request);
    const run = runAttempt(s.game, request, [
      { type: 'attempt.choose', player: 'p1', cards: [s.id('Giusti')] },
    ]);
    // Assert
    expect(waiting.game.pending).toEqual({ player: 'p1', decision: 'attempt.choose' });
    const dead = cardsIn({ kind: 'discard', player: 'p1' })(run.game);
    expect(dead).toHaveLength(1);
    expect([s.id('Data'), s.id('Giusti')]).toContain(dead[0]);
    expect(getCard(s.id('Deanna Troi'))(run.game).zone.kind).toBe('planetSurface');
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['El-Adrel Creature'])
    .surface('Excavation', 'p1', team);
