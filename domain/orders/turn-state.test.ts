import { scenario } from '../game/scenario';
import { rangeUsed, restoreRange } from './turn-state';

describe('restoreRange', () => {
  it('should make the RANGE the ship used this turn available again, the other ships\' kept (Rulebook 7.1.5 Move; Distortion of Space/Time Continuum: "restores any of this turn\'s RANGE already used")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .rangeUsed('Runabout', 3)
      .rangeUsed('U.S.S. Galaxy', 2)
      .build();
    // Act
    const after = restoreRange(s.id('Runabout'))(s.game);
    // Assert
    expect([rangeUsed(s.id('Runabout'))(after), rangeUsed(s.id('U.S.S. Galaxy'))(after)]).toEqual([0, 2]);
  });
});
