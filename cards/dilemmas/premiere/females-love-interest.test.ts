// Female's Love Interest (premiere/Female's-Love-Interest), [P] dilemma:
// "Female Away Team member (random selection) runs off with lover to furthest planet. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('femalesLoveInterest', () => {
  it('should send the female to the furthest planet of the spaceline (Rulebook 12.6)', () => {
    // Arrange
    const s = line().surface('Excavation', 'p1', ['Deanna Troi', 'Baran']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Deanna Troi'))(run.game).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Evacuation'),
    });
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id("Female's Love Interest")]);
  });

  it('should be discarded with no female present, nobody stopped (Rulings "dilemmas – resolution – targets")', () => {
    // Arrange
    const s = line().surface('Excavation', 'p1', ['Baran', 'Data']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
  });
});

// Helpers

const line = () =>
  scenario()
    .mission('p1', 'Excavation')
    .mission('p1', 'Test Mission')
    .mission('p1', 'First Contact')
    .mission('p1', 'Evacuation')
    .seed('Excavation', 'p2', ["Female's Love Interest"]);
