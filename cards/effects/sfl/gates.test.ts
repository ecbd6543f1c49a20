// Gates (SFL/sfl31), personnel, special skill: "At [CAR]: Astrophysics, Diplomacy."
import { allOf, needs, planetMission, solves } from '../mission-here-test-support';

describe('gates', () => {
  it('should have Astrophysics and Diplomacy at a [CAR] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('Astrophysics'), needs('Diplomacy'));
    // Act
    const [atCardassian, atFederation] = [planetMission('CAR'), planetMission('FED')].map((box) =>
      solves(requirement, box, ['Gates']),
    );
    // Assert
    expect([atCardassian, atFederation]).toEqual([true, false]);
  });
});
