// Beverly Crusher (Showdown: Four Lights) (SFL/sfl27), personnel, special skills: "At [CAR]: Anthropology." and "DL/
// {Starfleet Type II Phaser} (if at [CAR])."
import { downloadsAt, needs, planetMission, solves } from '../mission-here-test-support';

const beverly = 'Beverly Crusher (Showdown: Four Lights)';

describe('beverlyCrusherShowdownFourLights', () => {
  it('should have Anthropology at a [CAR] mission only (Rulebook "Using Skills" L1002, 7.2)', () => {
    // Arrange
    // Act
    const [atCardassian, atFederation] = [planetMission('CAR', 'FED'), planetMission('FED')].map((box) =>
      solves(needs('Anthropology'), box, [beverly]),
    );
    // Assert
    expect([atCardassian, atFederation]).toEqual([true, false]);
  });

  it('should download a Starfleet Type II Phaser to her location at a [CAR] mission only (Rulebook "Special Download")', () => {
    // Arrange: she is aboard a Federation Outpost at Protect Shipment ([FED] [CAR] [DOM]) or at Avert Disaster ([FED])
    const phaserAt = (mission: string) =>
      downloadsAt(mission, beverly, 'Starfleet Type II Phaser', 'Federation Outpost');
    // Act
    const [atCardassian, atFederation] = [phaserAt('Protect Shipment'), phaserAt('Avert Disaster')];
    // Assert
    expect([atCardassian, atFederation]).toEqual(['downloaded', 'Special Download']);
  });
});
