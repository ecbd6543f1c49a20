// Ferengi Disruptor Rifle (roa/ferengidisruptorrifle), equipment:
// "Ferengi and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless aboard
// your ship. (Cumulative.)"
import { strengthAndDiplomacyWith } from '../rifle-test-support';

describe('ferengiDisruptorRifle', () => {
  it('should make your Ferengi personnel present STRENGTH +3 and Diplomacy -1 off your ship, no one else (Rulebook 12.4 Present)', () => {
    // Arrange: Par Lenor (Ferengi, STRENGTH 6, Diplomacy) and Jean-Luc Picard (Federation, STRENGTH 6, Diplomacy x2)
    // Act
    const { before, after } = strengthAndDiplomacyWith('Ferengi Disruptor Rifle', 'Par Lenor');
    // Assert
    expect(before).toEqual([
      [6, 1],
      [6, 2],
    ]);
    expect(after).toEqual([
      [6 + 3, 0],
      [6, 2],
    ]);
  });
});
