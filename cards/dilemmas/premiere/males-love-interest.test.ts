// Male's Love Interest (premiere/Male's-Love-Interest), [P] dilemma:
// "Male Away Team member (random selection) runs off with lover to furthest planet. Discard dilemma."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('malesLoveInterest', () => {
  it('should let the opponent pick between two equally far planets (Rulebook 12.5 Ties, 12.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Evacuation')
      .mission('p1', 'Excavation')
      .mission('p1', 'Avert Disaster')
      .seed('Excavation', 'p2', ["Male's Love Interest"])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const request = onPlanet('p1', s.id('Excavation'));
    // Act
    const waiting = runAttempt(s.game, request);
    const run = runAttempt(s.game, request, [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Avert Disaster')] },
    ]);
    // Assert
    expect(waiting.game.pending).toEqual({ player: 'p2', decision: 'attempt.choose' });
    expect(getCard(s.id('Baran'))(run.game).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Avert Disaster'),
    });
  });
});
