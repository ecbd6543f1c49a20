// Chalnoth (premiere/chalnoth), [P] dilemma, 5 bonus points:
// "Kills one Away Team member (opponent's choice) unless 3 SECURITY OR STRENGTH>40 present. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('chalnoth', () => {
  it('should be overcome with STRENGTH>40 and score its 5 bonus points into the point area (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Chalnoth'])
      .surface('Excavation', 'p1', ['Data', 'Roga Danar', 'Worf', 'Tasha Yar'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(run.game)).toEqual([s.id('Chalnoth')]);
    expect(run.game.players[0].score).toBe(5 + 25);
  });

  it('should kill the Away Team member of the opponent\'s choice, fail the attempt and go out of play (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Chalnoth'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Baran')] },
    ]);
    // Assert
    expect(getCard(s.id('Baran'))(run.game).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('Deanna Troi'))(run.game).stopped).toBe(true);
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Chalnoth')]);
    expect([run.report?.outcome, run.game.players[0].score]).toEqual(['failed', 0]);
  });
});
