// Bajoran Phaser (ds9/bajoranphaser), equipment:
// "Bajoran and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { attributeOf, plus, withTwoCopiesOf } from '../modifier-test-support';

describe('bajoranPhaser', () => {
  it("should make your Bajoran and Non-Aligned personnel present STRENGTH +2 for each copy, not your opponent's (Rulebook 12.4 Present, 12.9)", () => {
    // Arrange: Furel (yours), Narik (yours), Lupaza (p2's)
    const personnel = [
      { card: 'Furel', owner: 'p1' },
      { card: 'Narik', owner: 'p1' },
      { card: { title: 'Lupaza', label: 'theirs' }, owner: 'p2' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Bajoran Phaser', personnel, attributeOf('STRENGTH'));
    // Assert
    expect(after).toEqual([plus(before[0], [4]), plus(before[1], [4]), before[2]]);
  });
});
