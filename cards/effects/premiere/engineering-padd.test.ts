// Engineering PADD (premiere/engineeringpadd), equipment:
// "Gives all of your SCIENCE-classification personnel the extra skill of ENGINEER where present."
import { skillLevel } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('engineeringPadd', () => {
  it('should give your SCIENCE present ENGINEER once, however many copies (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', [
        'Neela Daren',
        'Deanna Troi',
        { title: 'Engineering PADD', label: 'one' },
        { title: 'Engineering PADD', label: 'two' },
      ])
      .build();
    // Act
    const levels = ['Neela Daren', 'Deanna Troi'].map((t) => skillLevel(s.id(t), 'ENGINEER')(s.game));
    // Assert
    expect(levels).toEqual([1, 0]);
  });

  it('should not give ENGINEER to SCIENCE personnel elsewhere, nor to the opponent\'s (Rulebook 12.4 Present, 12.3 "your")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Engineering PADD'])
      .surface('Avert Disaster', 'p1', ['Neela Daren'])
      .surface('Avert Disaster', 'p2', [{ title: 'Engineering PADD', label: 'theirs' }])
      .build();
    // Act
    const level = skillLevel(s.id('Neela Daren'), 'ENGINEER')(s.game);
    // Assert
    expect(level).toBe(0);
  });
});
