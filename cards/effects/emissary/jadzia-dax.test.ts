// Jadzia Dax (Emissary) (Emissary/emissary_64), personnel, special skill: "If in [GQ]: Geology, Physics, Archaeology,
// Exobiology"
import { allOf, needs, planetMissionIn, solves } from '../mission-here-test-support';

describe('jadziaDaxEmissary', () => {
  it('should have Geology, Physics, Archaeology and Exobiology in the Gamma Quadrant only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('Geology'), needs('Physics'), needs('Archaeology'), needs('Exobiology'));
    // Act
    const [inGamma, inAlpha] = [planetMissionIn('Gamma'), planetMissionIn('Alpha')].map((box) =>
      solves(requirement, box, ['Jadzia Dax (Emissary)']),
    );
    // Assert
    expect([inGamma, inAlpha]).toEqual([true, false]);
  });
});
