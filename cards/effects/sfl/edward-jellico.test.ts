// Edward Jellico (Showdown: Four Lights) (SFL/sfl30), personnel, special skills: "DL/ {Get It Done}" and "At [CAR]:
// Leadership, Stellar Cartography, Physics."
import { allOf, needs, planetMission, solves } from '../mission-here-test-support';

describe('edwardJellicoShowdownFourLights', () => {
  it('should have Leadership x2, Stellar Cartography and Physics at a [CAR] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('Leadership', 2), needs('Stellar Cartography'), needs('Physics'));
    // Act
    const [atCardassian, atFederation] = [planetMission('CAR'), planetMission('FED')].map((box) =>
      solves(requirement, box, ['Edward Jellico (Showdown: Four Lights)']),
    );
    // Assert
    expect([atCardassian, atFederation]).toEqual([true, false]);
  });
});
