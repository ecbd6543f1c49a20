// Rom (Through the Looking Glass) (lookinggla/lookingglass_52V), personnel, special skill: "If in [MU]: ENGINEER,
// SCIENCE, Treachery"
import { allOf, needs, planetMissionIn, solves } from '../mission-here-test-support';

describe('romThroughTheLookingGlass', () => {
  it('should have ENGINEER x2, SCIENCE and Treachery in the Mirror Quadrant only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('ENGINEER', 2), needs('SCIENCE'), needs('Treachery'));
    // Act
    const [inMirror, inAlpha] = [planetMissionIn('Mirror'), planetMissionIn('Alpha')].map((box) =>
      solves(requirement, box, ['Rom (Through the Looking Glass)']),
    );
    // Assert
    expect([inMirror, inAlpha]).toEqual([true, false]);
  });
});
