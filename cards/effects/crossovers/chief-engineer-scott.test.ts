// Chief Engineer Scott (crossovers/crossoversup_42), personnel, special skill: "If on a [MQ][OS] ship, it is
// attributes all +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('chiefEngineerScott', () => {
  it('should make a [MQ][OS] ship attributes all +2 while he is aboard, and no other ship (Rulebook "Using Skills" L1002, 12.11)', () => {
    // Arrange: the I.S.S. Enterprise ([MQ] [OS]) or the Starship Enterprise ([OS] only), with or without him aboard
    // Act
    const [mirror, ours] = [
      shipAttributesAboard('Chief Engineer Scott', 'I.S.S. Enterprise'),
      shipAttributesAboard('Chief Engineer Scott', 'Starship Enterprise'),
    ];
    // Assert
    expect(mirror.after).toEqual([plus(mirror.before[0], [2, 2, 2])]);
    expect(ours.after).toEqual(ours.before);
  });
});
