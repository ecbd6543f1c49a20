// Melora Pazlar (Emissary/emissary_67), personnel, special skill: "If in [GQ]: Stellar Cartography, Astrophysics"
import { allOf, needs, planetMissionIn, solves } from '../mission-here-test-support';

describe('meloraPazlar', () => {
  it('should have Stellar Cartography x2 and Astrophysics x2 in the Gamma Quadrant only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange: she has each once printed
    const requirement = allOf(needs('Stellar Cartography', 2), needs('Astrophysics', 2));
    // Act
    const [inGamma, inAlpha] = [planetMissionIn('Gamma'), planetMissionIn('Alpha')].map((box) =>
      solves(requirement, box, ['Melora Pazlar']),
    );
    // Assert
    expect([inGamma, inAlpha]).toEqual([true, false]);
  });
});
