import * as O from 'fp-ts/Option';
import { isBackSide, otherSide } from './card-sides';
import { loadCardDatabase } from './database';

describe('otherSide', () => {
  it('should pair every double-sided blueprint with its other side, one front and one back (Rulebook "Entering Play")', () => {
    // Arrange
    const db = loadCardDatabase();
    const doubleSided = db.all.filter((card) => O.isSome(otherSide(card.id)));

    // Act
    const pairs = doubleSided.map((card) => {
      const other = db.blueprint(O.getOrElse(() => '')(otherSide(card.id)));
      return { card, other };
    });

    // Assert
    expect(doubleSided).toHaveLength(50);
    for (const { card, other } of pairs) {
      expect(otherSide(other.id)).toEqual(O.some(card.id));
      expect(isBackSide(card) !== isBackSide(other)).toBe(true);
    }
  });

  it('should give no other side to a card printed on one side', () => {
    // Arrange
    const id = 'premiere/tricorder';

    // Act
    const other = otherSide(id);

    // Assert
    expect(other).toEqual(O.none);
  });
});

describe('isBackSide', () => {
  it('should tell the back by its "(back)" title, whichever id comes first (Deep Space 9 (back), Terok Nor)', () => {
    // Arrange
    const db = loadCardDatabase();

    // Act
    const [back, front] = [
      db.blueprint('ds9/DeepSpace9DS9,TerokNorDS9'),
      db.blueprint('ds9/TerokNorDS9,DeepSpace9DS9'),
    ];

    // Assert
    expect([isBackSide(back), isBackSide(front)]).toEqual([true, false]);
  });
});
