// Ferengi Disruptor (roa/ferengidisruptor), equipment:
// "Ferengi and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { attributeOf, plus, withTwoCopiesOf } from '../modifier-test-support';

describe('ferengiDisruptor', () => {
  it("should make your Ferengi and Non-Aligned personnel present STRENGTH +2 for each copy, not your opponent's (Rulebook 12.4 Present, 12.9)", () => {
    // Arrange: Quark (yours), Narik (yours), Goss (p2's)
    const personnel = [
      { card: 'Quark', owner: 'p1' },
      { card: 'Narik', owner: 'p1' },
      { card: { title: 'Goss', label: 'theirs' }, owner: 'p2' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Ferengi Disruptor', personnel, attributeOf('STRENGTH'));
    // Assert
    expect(after).toEqual([plus(before[0], [4]), plus(before[1], [4]), before[2]]);
  });
});
