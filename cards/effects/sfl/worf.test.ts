// Worf (Showdown: Four Lights) (SFL/sfl33), personnel, special skill: "At [CAR]: SECURITY, Law. At [CAR]: Your other
// personnel present are STRENGTH +2."
import { above, allOf, needs, planetMission, solves } from '../mission-here-test-support';

describe('worfShowdownFourLights', () => {
  it('should have SECURITY x2 and Law at a [CAR] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('SECURITY', 2), needs('Law'));
    // Act
    const [atCardassian, atFederation] = [planetMission('CAR'), planetMission('FED')].map((box) =>
      solves(requirement, box, ['Worf (Showdown: Four Lights)']),
    );
    // Assert
    expect([atCardassian, atFederation]).toEqual([true, false]);
  });

  it('should make his other personnel present STRENGTH +2 at a [CAR] mission, not himself and not elsewhere (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: printed STRENGTH: Worf 10, Gates 5; the team is 15, or 17 with Gates +2
    const withGates = ['Worf (Showdown: Four Lights)', 'Gates'];
    // Act
    const [gatesAtCardassian, gatesAtFederation, aloneAtCardassian] = [
      solves(above('STRENGTH', 16), planetMission('CAR'), withGates),
      solves(above('STRENGTH', 16), planetMission('FED'), withGates),
      solves(above('STRENGTH', 10), planetMission('CAR'), ['Worf (Showdown: Four Lights)']),
    ];
    // Assert
    expect([gatesAtCardassian, gatesAtFederation, aloneAtCardassian]).toEqual([true, false, false]);
  });
});
