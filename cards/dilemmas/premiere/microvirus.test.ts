// Microvirus (premiere/microvirus), [P] dilemma, 5 bonus points:
// "Kills one Away Team member (opponent's choice), unless MEDICAL and SECURITY present. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('microvirus', () => {
  it('should be overcome with MEDICAL and SECURITY, scoring 5 bonus points (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Microvirus'])
      .surface('Excavation', 'p1', ['Beverly Crusher', 'Tasha Yar'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(run.game)).toEqual([s.id('Microvirus')]);
    expect(run.game.players[0].score).toBe(5);
  });

  it('should kill the member of the opponent\'s choice and score nothing when not overcome (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Microvirus'])
      .surface('Excavation', 'p1', ['Beverly Crusher', 'Deanna Troi'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Beverly Crusher')] },
    ]);
    // Assert
    expect(getCard(s.id('Beverly Crusher'))(run.game).zone.kind).toBe('discard');
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Microvirus')]);
    expect(run.game.players[0].score).toBe(0);
  });
});
