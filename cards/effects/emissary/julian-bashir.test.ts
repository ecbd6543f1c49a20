// Julian Bashir (Emissary) (Emissary/emissary_66), personnel, special skill: "If in [GQ]: Biology, SCIENCE, X=2"
// (CUNNING 8+X, STRENGTH 5+X)
import { above, allOf, needs, planetMissionIn, solves } from '../mission-here-test-support';

describe('julianBashirEmissary', () => {
  it('should have Biology x2, SCIENCE, CUNNING 8+2 and STRENGTH 5+2 in the Gamma Quadrant only (Rulebook "Using Skills" L1002, 12.11, 7.2)', () => {
    // Arrange
    const requirement = allOf(
      needs('Biology', 2),
      needs('SCIENCE'),
      above('CUNNING', 9),
      above('STRENGTH', 6),
    );
    // Act
    const [inGamma, inAlpha] = [planetMissionIn('Gamma'), planetMissionIn('Alpha')].map((box) =>
      solves(requirement, box, ['Julian Bashir (Emissary)']),
    );
    // Assert
    expect([inGamma, inAlpha]).toEqual([true, false]);
  });
});
