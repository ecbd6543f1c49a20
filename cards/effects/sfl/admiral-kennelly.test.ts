// Admiral Kennelly (SFL/sfl16), personnel, special skills: "At [CAR]: Greed, SECURITY." and "At [FED]: Law,
// INTEGRITY+1."
import { above, allOf, needs, planetMission, solves } from '../mission-here-test-support';

describe('admiralKennelly', () => {
  it('should have Greed and SECURITY at a [CAR] mission and not at a [FED] one (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    const requirement = allOf(needs('Greed'), needs('SECURITY'));
    // Act
    const [atCardassian, atFederation] = [planetMission('CAR'), planetMission('FED')].map((box) =>
      solves(requirement, box, ['Admiral Kennelly']),
    );
    // Assert
    expect([atCardassian, atFederation]).toEqual([true, false]);
  });

  it('should have Law and INTEGRITY 4+1 at a [FED] mission and not at a [CAR] one (Rulebook 12.11 S.A.M., 7.2)', () => {
    // Arrange: his printed INTEGRITY is 4
    const requirement = allOf(needs('Law'), above('INTEGRITY', 4));
    // Act
    const [atFederation, atCardassian] = [planetMission('FED'), planetMission('CAR')].map((box) =>
      solves(requirement, box, ['Admiral Kennelly']),
    );
    // Assert
    expect([atFederation, atCardassian]).toEqual([true, false]);
  });
});
