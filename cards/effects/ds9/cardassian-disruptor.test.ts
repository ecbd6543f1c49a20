// Cardassian Disruptor (ds9/cardassiandisruptor), equipment:
// "Cardassian and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { attributeOf, plus, withTwoCopiesOf } from '../modifier-test-support';

describe('cardassianDisruptor', () => {
  it("should make your Cardassian and Non-Aligned personnel present STRENGTH +2 for each copy, not your opponent's (Rulebook 12.4 Present, 12.9)", () => {
    // Arrange: Damar (yours), Narik (yours), Dejar (p2's)
    const personnel = [
      { card: 'Damar', owner: 'p1' },
      { card: 'Narik', owner: 'p1' },
      { card: { title: 'Dejar', label: 'theirs' }, owner: 'p2' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Cardassian Disruptor', personnel, attributeOf('STRENGTH'));
    // Assert
    expect(after).toEqual([plus(before[0], [4]), plus(before[1], [4]), before[2]]);
  });
});
