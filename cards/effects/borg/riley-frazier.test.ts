// Riley Frazier (borg/rileyfrazierfed), personnel, special skill:
// "Your other Borg present are each CUNNING +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('rileyFrazier', () => {
  it("should make your other Borg present CUNNING +2, not your opponent's (Rulebook 12.4 Present)", () => {
    // Arrange: Jean-Luc (yours, Human/Borg), Jean-Luc (p2's), Narik (yours)
    const others = [
      { card: { title: 'Jean-Luc', label: 'mine' }, owner: 'p1' },
      { card: { title: 'Jean-Luc', label: 'theirs' }, owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = attributesOnPlanet('Riley Frazier', others);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 2, 0]), before[1], before[2]]);
  });
});
