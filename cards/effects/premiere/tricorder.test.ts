// Tricorder (premiere/tricorder), equipment:
// "Gives all of your ENGINEER-classification personnel the extra skill of SCIENCE where present."
import { skillLevel } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('tricorder', () => {
  it('should give your ENGINEER present SCIENCE once, however many copies (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', [
        'Linda Larson',
        'Worf',
        { title: 'Tricorder', label: 'one' },
        { title: 'Tricorder', label: 'two' },
      ])
      .build();
    // Act
    const levels = ['Linda Larson', 'Worf'].map((t) => skillLevel(s.id(t), 'SCIENCE')(s.game));
    // Assert
    expect(levels).toEqual([1, 0]);
  });

  it('should not give SCIENCE to ENGINEER personnel elsewhere, nor to the opponent\'s (Rulebook 12.4 Present, 12.3 "your")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Tricorder'])
      .surface('Avert Disaster', 'p1', ['Linda Larson'])
      .surface('Avert Disaster', 'p2', [{ title: 'Tricorder', label: 'theirs' }])
      .build();
    // Act
    const level = skillLevel(s.id('Linda Larson'), 'SCIENCE')(s.game);
    // Assert
    expect(level).toBe(0);
  });
});
