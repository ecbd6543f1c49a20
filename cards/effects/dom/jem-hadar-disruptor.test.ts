// Jem'Hadar Disruptor (dom/jemhadardisruptor), equipment:
// "Dominion and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { attributeOf, plus, withTwoCopiesOf } from '../modifier-test-support';

describe('jemHadarDisruptor', () => {
  it("should make your Dominion and Non-Aligned personnel present STRENGTH +2 for each copy, not your opponent's (Rulebook 12.4 Present, 12.9)", () => {
    // Arrange: Amat'igan (yours), Narik (yours), Arak'Taral (p2's)
    const personnel = [
      { card: "Amat'igan", owner: 'p1' },
      { card: 'Narik', owner: 'p1' },
      { card: { title: "Arak'Taral", label: 'theirs' }, owner: 'p2' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf("Jem'Hadar Disruptor", personnel, attributeOf('STRENGTH'));
    // Assert
    expect(after).toEqual([plus(before[0], [4]), plus(before[1], [4]), before[2]]);
  });
});
