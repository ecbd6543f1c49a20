// Dividius (tnz/TNZ42), personnel, special skill: "DL/ {Classic Communicator} (if in Neutral Zone)."
import { downloadsAt } from '../mission-here-test-support';

describe('dividius', () => {
  it('should download a Classic Communicator to her location in the Neutral Zone only (Rulebook "Special Download", "Regions")', () => {
    // Arrange: aboard a Romulan Outpost at Investigate "Shattered Space" (Neutral Zone Region) or at Excavation; the
    // Classic Communicator is an [AU] card, an Alternate Universe Door on the table lets it play
    const communicatorAt = (mission: string) =>
      downloadsAt(mission, 'Dividius', 'Classic Communicator', 'Romulan Outpost', [
        'Alternate Universe Door',
      ]);
    // Act
    const [inNeutralZone, elsewhere] = [
      communicatorAt('Investigate "Shattered Space"'),
      communicatorAt('Excavation'),
    ];
    // Assert
    expect([inNeutralZone, elsewhere]).toEqual(['downloaded', 'Special Download']);
  });
});
