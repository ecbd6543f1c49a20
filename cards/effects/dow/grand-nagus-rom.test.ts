// Grand Nagus Rom (dow/dow42), personnel, special skill:
// "Your other Ferengi present are each INTEGRITY +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('grandNagusRom', () => {
  it("should make your other Ferengi present INTEGRITY +2, not your opponent's nor himself (Rulebook 12.4 Present)", () => {
    // Arrange: Quark (yours), Goss (p2's Ferengi), Data (yours)
    const others = [
      { card: 'Quark', owner: 'p1' },
      { card: 'Goss', owner: 'p2' },
      { card: 'Data', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Grand Nagus Rom', others);
    // Assert
    expect(after).toEqual([plus(before[0], [2, 0, 0]), before[1], before[2]]);
    expect(card).toEqual([9, 8, 3]);
  });
});
