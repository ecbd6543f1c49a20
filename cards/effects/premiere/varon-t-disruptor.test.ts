// Varon-T Disruptor (premiere/varontdisruptor), artifact:
// "Use as Equipment card. Doubles your personnel's STRENGTH where present. (Not cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('varonTDisruptor', () => {
  it('should double STRENGTH after adds, once for two copies (Rulebook 12.11 S.A.M., 12.9 Cumulative)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', [
        'Kromm',
        'Klingon Disruptor',
        { title: 'Varon-T Disruptor', label: 'one' },
        { title: 'Varon-T Disruptor', label: 'two' },
      ])
      .build();
    // Act
    const strength = attribute(s.id('Kromm'), 'STRENGTH')(s.game);
    // Assert
    expect(strength).toBe((8 + 2) * 2);
  });
});
