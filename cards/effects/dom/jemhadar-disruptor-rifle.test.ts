// Jem'Hadar Disruptor Rifle (dom/jemhadardisruptorrifle), equipment:
// "Dominion and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless aboard
// your ship. (Cumulative.)"
import { strengthAndDiplomacyWith } from '../rifle-test-support';

describe('jemHadarDisruptorRifle', () => {
  it('should make your Dominion personnel present STRENGTH +3 and Diplomacy -1 off your ship, no one else (Rulebook 12.4 Present)', () => {
    // Arrange: Kilana (Dominion, STRENGTH 4, Diplomacy) and Jean-Luc Picard (Federation, STRENGTH 6, Diplomacy x2)
    // Act
    const { before, after } = strengthAndDiplomacyWith("Jem'Hadar Disruptor Rifle", 'Kilana');
    // Assert
    expect(before).toEqual([
      [4, 1],
      [6, 2],
    ]);
    expect(after).toEqual([
      [4 + 3, 0],
      [6, 2],
    ]);
  });
});
