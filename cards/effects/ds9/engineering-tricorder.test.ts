// Engineering Tricorder (ds9/engineeringtricorder), equipment:
// "Gives all of your MEDICAL-classification personnel the extra skill of ENGINEER where present."
import { skillOf, withTwoCopiesOf } from '../modifier-test-support';

describe('engineeringTricorder', () => {
  it('should give your MEDICAL-classification personnel present ENGINEER once, whatever the copies, no one else (Rulebook 12.9)', () => {
    // Arrange: Beverly Crusher (MEDICAL), Jean-Luc Picard (another classification), yours
    const personnel = [
      { card: 'Beverly Crusher', owner: 'p1' },
      { card: 'Jean-Luc Picard', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Engineering Tricorder', personnel, skillOf('ENGINEER'));
    // Assert
    expect([before, after]).toEqual([
      [[0], [0]],
      [[1], [0]],
    ]);
  });
});
