// Ja'rod (2pg/jarod), personnel, special skill:
// "Attributes all +5 if with {Toral}."
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('jarod', () => {
  it('should have every attribute +5 while present with Toral (Rulebook 12.4 "with")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ["Ja'rod", 'Toral'])
      .build();
    // Act
    const values = (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) =>
      attribute(s.id("Ja'rod"), a)(s.game),
    );
    // Assert
    expect(values).toEqual([2 + 5, 5 + 5, 8 + 5]);
  });

  it('should have his printed attributes when Toral is elsewhere (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', "I.K.C. K'Vort", { at: 'Avert Disaster' })
      .aboard("I.K.C. K'Vort", 'p1', ['Toral'])
      .surface('Avert Disaster', 'p1', ["Ja'rod"])
      .build();
    // Act
    const strength = attribute(s.id("Ja'rod"), 'STRENGTH')(s.game);
    // Assert
    expect(strength).toBe(8);
  });
});
