// Stadi (voy/stadi), personnel, special skill:
// "If on a [Fed] ship, it is RANGE +1 (+2 if Intrepid class)."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('stadi', () => {
  it('should make the Federation ship she is aboard RANGE +1, an Intrepid-class one +2, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: U.S.S. Voyager (Intrepid class), a Runabout, I.K.C. K'Vort (Klingon), with or without her aboard
    // Act
    const [intrepid, runabout, klingon] = ['U.S.S. Voyager', 'Runabout', "I.K.C. K'Vort"].map((ship) =>
      shipAttributesAboard('Stadi', ship),
    );
    // Assert
    expect(intrepid?.after).toEqual([plus(intrepid?.before[0], [2, 0, 0])]);
    expect(runabout?.after).toEqual([plus(runabout?.before[0], [1, 0, 0])]);
    expect(klingon?.after).toEqual(klingon?.before);
  });
});
