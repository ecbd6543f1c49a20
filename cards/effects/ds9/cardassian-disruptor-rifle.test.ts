// Cardassian Disruptor Rifle (ds9/cardassiandisruptorrifle), equipment:
// "Cardassian and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless aboard
// your ship. (Cumulative.)"
import { strengthAndDiplomacyWith } from '../rifle-test-support';

describe('cardassianDisruptorRifle', () => {
  it('should make your Cardassian personnel present STRENGTH +3 and Diplomacy -1 off your ship, no one else (Rulebook 12.4 Present)', () => {
    // Arrange: Dukat (Cardassian, STRENGTH 9, Diplomacy) and Jean-Luc Picard (Federation, STRENGTH 6, Diplomacy x2)
    // Act
    const { before, after } = strengthAndDiplomacyWith('Cardassian Disruptor Rifle', 'Dukat');
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
