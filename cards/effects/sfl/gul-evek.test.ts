// Gul Evek (SFL/sfl21), personnel, special skill: "At [FED]: Diplomacy, Honor, Law."
import { allOf, needs, planetMission, solves } from '../mission-here-test-support';

describe('gulEvek', () => {
  it('should have Diplomacy x2, Honor and Law at a [FED] mission and not at another (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange: a mission requiring 2 Diplomacy, Honor and Law, with the [FED] icon or only the [CAR] icon
    const requirement = allOf(needs('Diplomacy', 2), needs('Honor'), needs('Law'));
    // Act
    const [atFederation, atCardassian] = [planetMission('FED', 'CAR'), planetMission('CAR')].map((box) =>
      solves(requirement, box, ['Gul Evek']),
    );
    // Assert
    expect([atFederation, atCardassian]).toEqual([true, false]);
  });
});
