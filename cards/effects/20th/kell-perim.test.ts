// Kell Perim (20th/xx_9V), personnel, special skill:
// "While on your ship, it is RANGE +1 in the Briar Patch Region."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('kellPerim', () => {
  it('should make your ship she is aboard RANGE +1 in the Briar Patch Region only (Rulebook "Regions")', () => {
    // Arrange: a Runabout at Analyze Radiation (Briar Patch Region) or at Avert Disaster, with or without her aboard
    // Act
    const [briar, elsewhere] = [
      shipAttributesAboard('Kell Perim', 'Runabout', 'p1', 'Analyze Radiation'),
      shipAttributesAboard('Kell Perim', 'Runabout', 'p1', 'Avert Disaster'),
    ];
    // Assert
    expect(briar.after).toEqual([plus(briar.before[0], [1, 0, 0])]);
    expect(elsewhere.after).toEqual(elsewhere.before);
  });
});
