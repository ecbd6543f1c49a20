// Benjamin Sisko (Emissary) (Emissary/emissary_62), personnel, special skill: "If in [GQ]: ENGINEER, Diplomacy,
// Navigation"
import { allOf, needs, planetMissionIn, solves } from '../mission-here-test-support';

describe('benjaminSiskoEmissary', () => {
  it('should have ENGINEER, Diplomacy and Navigation in the Gamma Quadrant only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('ENGINEER'), needs('Diplomacy'), needs('Navigation'));
    // Act
    const [inGamma, inAlpha] = [planetMissionIn('Gamma'), planetMissionIn('Alpha')].map((box) =>
      solves(requirement, box, ['Benjamin Sisko (Emissary)']),
    );
    // Assert
    expect([inGamma, inAlpha]).toEqual([true, false]);
  });
});
