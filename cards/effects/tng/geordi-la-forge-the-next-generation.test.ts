// Geordi La Forge (The Next Generation) (TNG/tng_60V), personnel, special skill: "At [S]: Navigation, Astrophysics,
// Stellar Cartography At [P]: ENGINEER, Physics, Computer Skill"
import { allOf, needs, planetMission, solves, spaceMission } from '../mission-here-test-support';

const geordi = 'Geordi La Forge (The Next Generation)';

describe('geordiLaForgeTheNextGeneration', () => {
  it('should have Navigation, Astrophysics and Stellar Cartography at a [S] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('Navigation'), needs('Astrophysics'), needs('Stellar Cartography'));
    // Act
    const [atSpace, atPlanet] = [spaceMission('FED'), planetMission('FED')].map((box) =>
      solves(requirement, box, [geordi]),
    );
    // Assert
    expect([atSpace, atPlanet]).toEqual([true, false]);
  });

  it('should have ENGINEER, Physics and Computer Skill at a [P] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('ENGINEER'), needs('Physics'), needs('Computer Skill'));
    // Act
    const [atPlanet, atSpace] = [planetMission('FED'), spaceMission('FED')].map((box) =>
      solves(requirement, box, [geordi]),
    );
    // Assert
    expect([atPlanet, atSpace]).toEqual([true, false]);
  });
});
