// Data (Showdown: Four Lights) (SFL/sfl28), personnel, special skill: "At [CAR]: Leadership, SCIENCE, Stellar
// Cartography."
import { allOf, needs, planetMission, solves } from '../mission-here-test-support';

describe('dataShowdownFourLights', () => {
  it('should have Leadership, SCIENCE and Stellar Cartography at a [CAR] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('Leadership'), needs('SCIENCE'), needs('Stellar Cartography'));
    // Act
    const [atCardassian, atFederation] = [planetMission('CAR', 'FED'), planetMission('FED')].map((box) =>
      solves(requirement, box, ['Data (Showdown: Four Lights)']),
    );
    // Assert
    expect([atCardassian, atFederation]).toEqual([true, false]);
  });
});
