// Minister Tharn (lookinggla/lookingglass_54V), personnel, special skill: "At [S]: Honor x2, INTEGRITY +1 At [P]:
// Anthropology, Diplomacy, Leadership"
import { above, allOf, needs, planetMission, solves, spaceMission } from '../mission-here-test-support';

const tharn = ['Minister Tharn'];

describe('ministerTharn', () => {
  it('should have Honor x2 and INTEGRITY 8+1 at a [S] mission only (Rulebook "Using Skills" L1002, 12.11, 7.2)', () => {
    // Arrange: he is Non-Aligned, aboard a Mercenary Ship at the space mission; his printed INTEGRITY is 8
    const requirement = allOf(needs('Honor', 2), above('INTEGRITY', 8));
    // Act
    const [atSpace, atPlanet] = [
      solves(requirement, spaceMission('NON'), tharn, 'Mercenary Ship'),
      solves(requirement, planetMission('NON'), tharn),
    ];
    // Assert
    expect([atSpace, atPlanet]).toEqual([true, false]);
  });

  it('should have Anthropology, Diplomacy and Leadership at a [P] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('Anthropology'), needs('Diplomacy'), needs('Leadership'));
    // Act
    const [atPlanet, atSpace] = [
      solves(requirement, planetMission('NON'), tharn),
      solves(requirement, spaceMission('NON'), tharn, 'Mercenary Ship'),
    ];
    // Assert
    expect([atPlanet, atSpace]).toEqual([true, false]);
  });
});
