// Romulan Disruptor (premiere/romulandisruptor), equipment:
// "Romulan and Non-Aligned use only. Each of your personnel STRENGTH +2 where present. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('romulanDisruptor', () => {
  it('should make your Romulan and Non-Aligned personnel present STRENGTH +2, not a Klingon (Rulebook 12.11)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Tomalak', 'Baran', 'Kurn', 'Romulan Disruptor'])
      .build();
    // Act
    const strength = ['Tomalak', 'Baran', 'Kurn'].map((t) => attribute(s.id(t), 'STRENGTH')(s.game));
    // Assert
    expect(strength).toEqual([9 + 2, 6 + 2, 8]);
  });
});
