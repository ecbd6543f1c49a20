// Engineering Kit (premiere/engineeringkit), equipment:
// "Gives all of your OFFICER-classification personnel the extra skill of ENGINEER where present."
import { skillLevel } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('engineeringKit', () => {
  it('should give your OFFICER present ENGINEER once, however many copies (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', [
        'Deanna Troi',
        'Worf',
        { title: 'Engineering Kit', label: 'one' },
        { title: 'Engineering Kit', label: 'two' },
      ])
      .build();
    // Act
    const levels = ['Deanna Troi', 'Worf'].map((t) => skillLevel(s.id(t), 'ENGINEER')(s.game));
    // Assert
    expect(levels).toEqual([1, 0]);
  });

  it('should not give ENGINEER to OFFICER personnel elsewhere, nor to the opponent\'s (Rulebook 12.4 Present, 12.3 "your")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Engineering Kit'])
      .surface('Avert Disaster', 'p1', ['Deanna Troi'])
      .surface('Avert Disaster', 'p2', [{ title: 'Engineering Kit', label: 'theirs' }])
      .build();
    // Act
    const level = skillLevel(s.id('Deanna Troi'), 'ENGINEER')(s.game);
    // Assert
    expect(level).toBe(0);
  });
});
