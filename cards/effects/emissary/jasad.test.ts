// Jasad (Emissary) (Emissary/emissary_54), personnel, special skill: "If in [GQ], [Car] ship he is aboard is
// attributes all +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('jasadEmissary', () => {
  it('should make the [Car] ship he is aboard attributes all +2 in the Gamma Quadrant only (Rulebook "Using Skills" L1002, 12.11)', () => {
    // Arrange: a Galor at Chart Stellar Cluster (Gamma Quadrant) or at Characterize Neutrino Emissions (Alpha), with
    // or without him aboard
    // Act
    const [gamma, alpha] = [
      shipAttributesAboard('Jasad (Emissary)', 'Galor', 'p1', 'Chart Stellar Cluster'),
      shipAttributesAboard('Jasad (Emissary)', 'Galor', 'p1', 'Characterize Neutrino Emissions'),
    ];
    // Assert
    expect(gamma.after).toEqual([plus(gamma.before[0], [2, 2, 2])]);
    expect(alpha.after).toEqual(alpha.before);
  });
});
