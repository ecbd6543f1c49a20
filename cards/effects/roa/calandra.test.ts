// Calandra (roa/calandra), personnel, special skill:
// "DaiMons present are attributes all +1 (cumulative)."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('calandra', () => {
  it("should make the DaiMons present attributes all +1, anyone's, and no one else (Rulebook 12.4 Present)", () => {
    // Arrange: DaiMon Bok (yours), Gegis (p2's DaiMon), Vash (yours)
    const others = [
      { card: 'DaiMon Bok', owner: 'p1' },
      { card: 'Gegis', owner: 'p2' },
      { card: 'Vash', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Calandra', others);
    // Assert
    expect(after).toEqual([plus(before[0], [1, 1, 1]), plus(before[1], [1, 1, 1]), before[2]]);
    expect(card).toEqual([5, 6, 2]);
  });
});
