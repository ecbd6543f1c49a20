// Romulan Disruptor Rifle (bog/romulandisruptorrifle), equipment:
// "Romulan and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless aboard
// your ship. (Cumulative.)"
import { strengthAndDiplomacyWith } from '../rifle-test-support';

describe('romulanDisruptorRifle', () => {
  it('should make your Romulan personnel present STRENGTH +3 and Diplomacy -1 off your ship, no one else (Rulebook 12.4 Present)', () => {
    // Arrange: Sela (Romulan, STRENGTH 8, Diplomacy) and Jean-Luc Picard (Federation, STRENGTH 6, Diplomacy x2)
    // Act
    const { before, after } = strengthAndDiplomacyWith('Romulan Disruptor Rifle', 'Sela');
    // Assert
    expect(before).toEqual([
      [8, 1],
      [6, 2],
    ]);
    expect(after).toEqual([
      [8 + 3, 0],
      [6, 2],
    ]);
  });
});
