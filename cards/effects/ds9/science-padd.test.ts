// Science PADD (ds9/sciencepadd), equipment:
// "Gives all of your MEDICAL-classification personnel the extra skill of SCIENCE where present."
import { skillOf, withTwoCopiesOf } from '../modifier-test-support';

describe('sciencePadd', () => {
  it('should give your MEDICAL-classification personnel present SCIENCE once, whatever the copies, no one else (Rulebook 12.9)', () => {
    // Arrange: Beverly Crusher (MEDICAL), Geordi La Forge (another classification), yours
    const personnel = [
      { card: 'Beverly Crusher', owner: 'p1' },
      { card: 'Geordi La Forge', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Science PADD', personnel, skillOf('SCIENCE'));
    // Assert
    expect([before, after]).toEqual([
      [[0], [0]],
      [[1], [0]],
    ]);
  });
});
