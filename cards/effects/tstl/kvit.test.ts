// K'Vit (tstl/TSTL_38), personnel, special skill: "If on {Cha'Joh}, it is RANGE +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('kvit', () => {
  it('should make the Cha\'Joh RANGE +2 while she is aboard, and no other ship (Rulebook "Using Skills" L1002, 12.11)', () => {
    // Arrange: the Cha'Joh, or an I.K.C. K'Vort, with or without her aboard
    // Act
    const [chaJoh, kVort] = [
      shipAttributesAboard("K'Vit", "Cha'Joh"),
      shipAttributesAboard("K'Vit", "I.K.C. K'Vort"),
    ];
    // Assert
    expect(chaJoh.after).toEqual([plus(chaJoh.before[0], [2, 0, 0])]);
    expect(kVort.after).toEqual(kVort.before);
  });
});
