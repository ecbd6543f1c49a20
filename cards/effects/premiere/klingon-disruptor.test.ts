// Klingon Disruptor (premiere/klingondisruptor), equipment:
// "Klingon and Non-Aligned use only. Each of your personnel STRENGTH +2 where present. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('klingonDisruptor', () => {
  it('should make your Klingon and Non-Aligned personnel present STRENGTH +2 each copy, not a Federation one (Rulebook 12.9)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', [
        'Kurn',
        'Narik',
        'Worf',
        { title: 'Klingon Disruptor', label: 'one' },
        { title: 'Klingon Disruptor', label: 'two' },
      ])
      .build();
    // Act
    const strength = ['Kurn', 'Narik', 'Worf'].map((t) => attribute(s.id(t), 'STRENGTH')(s.game));
    // Assert
    expect(strength).toEqual([8 + 4, 6 + 4, 10]);
  });
});
