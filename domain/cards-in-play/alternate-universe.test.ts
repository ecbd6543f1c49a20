import { scenario } from '../game/scenario';
import { isAlternateUniverse } from './alternate-universe';

describe('isAlternateUniverse', () => {
  it('should hold an [AU] card back when no card allows it (Rulebook "Entering Play": [AU])', () => {
    // Arrange
    const s = scenario({ phase: 'play' }).hand('p1', ['Karnog']).build();
    // Act
    const held = isAlternateUniverse(s.id('Karnog'))(s.game);
    // Assert
    expect(held).toBe(true);
  });

  it("should let an [AU] card enter play when its player's card allows it (Slingshot Effect)", () => {
    // Arrange
    const s = scenario({ phase: 'play' }).table('p1', ['Slingshot Effect']).hand('p1', ['Karnog']).build();
    // Act
    const held = isAlternateUniverse(s.id('Karnog'))(s.game);
    // Assert
    expect(held).toBe(false);
  });

  it('should never hold back a card without the [AU] icon (Rulebook "Entering Play")', () => {
    // Arrange
    const s = scenario({ phase: 'play' }).hand('p1', ['Tasha Yar']).build();
    // Act
    const held = isAlternateUniverse(s.id('Tasha Yar'))(s.game);
    // Assert
    expect(held).toBe(false);
  });
});
