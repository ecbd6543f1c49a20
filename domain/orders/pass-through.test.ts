// Alternate Universe Door: "Allows one ship to pass through {Q-Net}": one passage this turn, spent by the move.
import { onTurn } from '../../cards/effects/play-test-support';
import { allowPassThrough, mayPassThrough, spendPassThrough } from './pass-through';

describe('mayPassThrough', () => {
  it('should hold once allowed, for that barrier only, until spent', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Test Mission').ship('p1', 'Runabout', { at: 'Test Mission' }).build();
    const ship = s.id('Runabout');
    const allowed = allowPassThrough(ship, 'Q-Net')(s.game);
    // Act
    const held = [
      mayPassThrough(ship, 'Q-Net')(s.game),
      mayPassThrough(ship, 'Q-Net')(allowed),
      mayPassThrough(ship, 'Tetryon Field')(allowed),
      mayPassThrough(ship, 'Q-Net')(spendPassThrough(ship, 'Q-Net')(allowed)),
    ];
    // Assert
    expect(held).toEqual([false, true, false, false]);
  });

  it('should end with the turn (Rulings "once each turn": the turn\'s record)', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Test Mission').ship('p1', 'Runabout', { at: 'Test Mission' }).build();
    const allowed = allowPassThrough(s.id('Runabout'), 'Q-Net')(s.game);
    const nextTurn = { ...allowed, turn: { ...allowed.turn, number: allowed.turn.number + 1 } };
    // Act
    const held = mayPassThrough(s.id('Runabout'), 'Q-Net')(nextTurn);
    // Assert
    expect(held).toBe(false);
  });
});
