// Mr. Sisko (crossovers/crossoversup_71), personnel, special skill:
// "Your [TE] personnel (except [AU]) are attributes all +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('mrSisko', () => {
  it("should make your [TE] personnel but the [AU] ones attributes all +1, himself included, not your opponent's (Rulebook 12.11 S.A.M.)", () => {
    // Arrange: Mr. Tuvok (Shades of Gray) (yours, [TE]), Chief Navigator Chekov (yours, [TE] [AU]), Mr. Tuvok (p2's)
    const others = [
      { card: { title: 'Mr. Tuvok (Shades of Gray)', label: 'mine' }, owner: 'p1' },
      { card: 'Chief Navigator Chekov', owner: 'p1' },
      { card: { title: 'Mr. Tuvok (Shades of Gray)', label: 'theirs' }, owner: 'p2' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Mr. Sisko', others);
    // Assert
    expect(after).toEqual([plus(before[0], [1, 1, 1]), before[1], before[2]]);
    expect(card).toEqual([6 + 1, 8 + 1, 8 + 1]);
  });
});
