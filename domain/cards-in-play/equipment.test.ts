import { loadCardDatabase } from '../../cards/database';
import { isUsedAsEquipment } from './equipment';

describe('isUsedAsEquipment', () => {
  it('should count Equipment cards and artifacts used as Equipment cards, not other artifacts (Rulings "card types")', () => {
    // Arrange
    const db = loadCardDatabase();
    const titles = ['Tricorder', 'Interphase Generator', 'Betazoid Gift Box', 'Data'];
    // Act
    const used = titles.map((t) => isUsedAsEquipment(firstPrinting(db, t)));
    // Assert
    expect(used).toEqual([true, true, false, false]);
  });
});

// Helpers

const firstPrinting = (db: ReturnType<typeof loadCardDatabase>, title: string) => {
  const found = db.byTitle(title)[0];
  if (found === undefined) throw new Error(title);
  return found;
};
