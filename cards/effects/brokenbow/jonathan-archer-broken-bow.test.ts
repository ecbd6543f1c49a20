// Jonathan Archer (Broken Bow) (brokenbow/brokenbow_74), personnel, special skill: "At [S]: Navigation, Anthropology,
// Physics, Law"
import { allOf, needs, planetMission, solves, spaceMission } from '../mission-here-test-support';

describe('jonathanArcherBrokenBow', () => {
  it('should have Navigation, Anthropology, Physics and Law at a [S] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange: he is Starfleet, aboard the NX-01 Enterprise at the space mission
    const requirement = allOf(needs('Navigation'), needs('Anthropology'), needs('Physics'), needs('Law'));
    const archer = ['Jonathan Archer (Broken Bow)'];
    // Act
    const [atSpace, atPlanet] = [
      solves(requirement, spaceMission('FED'), archer, 'NX-01 Enterprise'),
      solves(requirement, planetMission('FED'), archer),
    ];
    // Assert
    expect([atSpace, atPlanet]).toEqual([true, false]);
  });
});
