// Medical PADD (ds9/medicalpadd), equipment:
// "Gives all of your ENGINEER-classification personnel the extra skill of MEDICAL where present."
import { skillOf, withTwoCopiesOf } from '../modifier-test-support';

describe('medicalPadd', () => {
  it('should give your ENGINEER-classification personnel present MEDICAL once, whatever the copies, no one else (Rulebook 12.9)', () => {
    // Arrange: Geordi La Forge (ENGINEER), Jean-Luc Picard (another classification), yours
    const personnel = [
      { card: 'Geordi La Forge', owner: 'p1' },
      { card: 'Jean-Luc Picard', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Medical PADD', personnel, skillOf('MEDICAL'));
    // Assert
    expect([before, after]).toEqual([
      [[0], [0]],
      [[1], [0]],
    ]);
  });
});
