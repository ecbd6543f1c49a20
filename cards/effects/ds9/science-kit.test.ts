// Science Kit (ds9/sciencekit), equipment:
// "Gives all of your OFFICER-classification personnel the extra skill of SCIENCE where present."
import { skillOf, withTwoCopiesOf } from '../modifier-test-support';

describe('scienceKit', () => {
  it('should give your OFFICER-classification personnel present SCIENCE once, whatever the copies, no one else (Rulebook 12.9)', () => {
    // Arrange: Jean-Luc Picard (OFFICER), Geordi La Forge (another classification), yours
    const personnel = [
      { card: 'Jean-Luc Picard', owner: 'p1' },
      { card: 'Geordi La Forge', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Science Kit', personnel, skillOf('SCIENCE'));
    // Assert
    expect([before, after]).toEqual([
      [[0], [0]],
      [[1], [0]],
    ]);
  });
});
