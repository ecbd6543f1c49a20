// Cardassian PADD (ds9/cardassianpadd), equipment:
// "Cardassian use only. Each of your personnel present is CUNNING +2. (Cumulative.)"
import { attributeOf, plus, withTwoCopiesOf } from '../modifier-test-support';

describe('cardassianPadd', () => {
  it('should make your Cardassian personnel present CUNNING +2 for each copy, no one else (Rulebook 12.4 Present, 12.9)', () => {
    // Arrange: Damar (yours), Narik (yours)
    const personnel = [
      { card: 'Damar', owner: 'p1' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Cardassian PADD', personnel, attributeOf('CUNNING'));
    // Assert
    expect(after).toEqual([plus(before[0], [4]), before[1]]);
  });
});
