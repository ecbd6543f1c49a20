// Malcolm Reed (enterprise/ECR_12), personnel, special skill:
// "Other SECURITY personnel present are attributes all +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('malcolmReed', () => {
  it("should make the other SECURITY personnel present attributes all +1, anyone's, and no one else (Rulebook 12.4 Present)", () => {
    // Arrange: Amanda Cole (yours, SECURITY), Fiona McKenzie (p2's, SECURITY), Callaghan (yours, no SECURITY)
    const others = [
      { card: 'Amanda Cole', owner: 'p1' },
      { card: 'Fiona McKenzie', owner: 'p2' },
      { card: 'Callaghan', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = attributesOnPlanet('Malcolm Reed', others);
    // Assert
    expect(after).toEqual([plus(before[0], [1, 1, 1]), plus(before[1], [1, 1, 1]), before[2]]);
  });
});
