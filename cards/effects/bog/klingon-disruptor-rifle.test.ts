// Klingon Disruptor Rifle (bog/klingondisruptorrifle), equipment:
// "Klingon and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless aboard
// your ship. (Cumulative.)"
import { strengthAndDiplomacyWith } from '../rifle-test-support';

describe('klingonDisruptorRifle', () => {
  it('should make your Klingon personnel present STRENGTH +3 and Diplomacy -1 off your ship, no one else (Rulebook 12.4 Present)', () => {
    // Arrange: Gowron (Klingon, STRENGTH 9, Diplomacy) and Jean-Luc Picard (Federation, STRENGTH 6, Diplomacy x2)
    // Act
    const { before, after } = strengthAndDiplomacyWith('Klingon Disruptor Rifle', 'Gowron');
    // Assert
    expect(before).toEqual([
      [9, 1],
      [6, 2],
    ]);
    expect(after).toEqual([
      [9 + 3, 0],
      [6, 2],
    ]);
  });
});
