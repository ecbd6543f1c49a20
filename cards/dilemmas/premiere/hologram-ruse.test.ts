// Hologram Ruse (premiere/hologramruse), [P] dilemma:
// "To get past requires INTEGRITY>30 and CUNNING>30."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('hologramRuse', () => {
  it('should be got past with INTEGRITY>30 and CUNNING>30, and go out of play (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Hologram Ruse'])
      .surface('Excavation', 'p1', ['Data', 'Deanna Troi', 'Tasha Yar', 'Jean-Luc Picard'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Hologram Ruse')]);
    expect(run.report?.outcome).toBe('solved');
  });

  it('should be reseeded face down as the bottom card when not got past, the team stopped (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Hologram Ruse'])
      .surface('Excavation', 'p1', ['Data', 'Deanna Troi'])
      .build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Hologram Ruse')]);
    expect(getCard(s.id('Hologram Ruse'))(run.game).faceUp).toBe(false);
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(true);
  });
});
