// Christopher Pike (agt/ST1E-ENAGT018), personnel, special skill:
// "Your other [OS] personnel here are attributes all +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('christopherPike', () => {
  it('should make your other [OS] personnel at his location attributes all +1, not your opponent\'s nor himself (Rulebook 12.4 "Here")', () => {
    // Arrange: Mr. Spock (yours, [OS]), Mr. Scott (p2's, [OS]), Narik (yours)
    const others = [
      { card: 'Mr. Spock', owner: 'p1' },
      { card: 'Mr. Scott', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Christopher Pike', others);
    // Assert
    expect(after).toEqual([plus(before[0], [1, 1, 1]), before[1], before[2]]);
    expect(card).toEqual([7, 8, 8]);
  });
});
