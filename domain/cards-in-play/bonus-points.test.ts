import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';
import { bonusPoints, removeOvercome } from './bonus-points';

describe('bonusPoints', () => {
  it('should read a dilemma\'s point box, 0 without one (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Microvirus', 'Armus - Skin of Evil'])
      .build();
    // Act
    const points = [
      bonusPoints(s.id('Microvirus'))(s.game),
      bonusPoints(s.id('Armus - Skin of Evil'))(s.game),
    ];
    // Assert
    expect(points).toEqual([5, 0]);
  });
});

describe('removeOvercome', () => {
  it('should put a dilemma scored from in the scorer\'s point area and add its points (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').seed('Excavation', 'p2', ['Microvirus']).build();
    // Act
    const game = removeOvercome(s.id('Microvirus'), 'p1', true)(s.game);
    // Assert
    expect([cardsIn({ kind: 'pointArea', player: 'p1' })(game), game.players[0].score]).toEqual([
      [s.id('Microvirus')],
      5,
    ]);
  });

  it('should place a dilemma that earns nothing out of play (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').seed('Excavation', 'p2', ['Microvirus']).build();
    // Act
    const game = removeOvercome(s.id('Microvirus'), 'p1', false)(s.game);
    // Assert
    expect([cardsIn({ kind: 'outOfPlay', player: 'p2' })(game), game.players[0].score]).toEqual([
      [s.id('Microvirus')],
      0,
    ]);
  });
});
