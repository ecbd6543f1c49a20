// Nausicaans (premiere/nausicaans), [P] dilemma:
// "Three Nausicaans pick a fight. One Away Team member is killed (random selection) unless STRENGTH>44. Discard
// dilemma."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('nausicaans', () => {
  it('should be overcome with STRENGTH>44, nobody killed (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Nausicaans'])
      .surface('Excavation', 'p1', ['Data', 'Roga Danar', 'Worf', 'Tasha Yar', 'Baran'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([]);
    expect(run.report?.outcome).toBe('solved');
  });

  it('should kill one member at random and fail the attempt when STRENGTH is 44 or less (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Nausicaans'])
      .surface('Excavation', 'p1', ['Data', 'Baran', 'Deanna Troi'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(1);
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Nausicaans')]);
    expect(run.report?.outcome).toBe('failed');
  });
});
