import { copyKey } from './copies';
import { loadCardDatabase } from './database';

describe('copyKey', () => {
  it('should give a reprint with the same title and text the key of its original (Rulebook "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act & Assert
    expect(copyKey(db.blueprint('Ref/barclaysprotomorphosisdise'))).toBe(
      copyKey(db.blueprint('premiere/barclaysprotomorphosisdise')),
    );
  });

  it('should give the printings of one tribble number one key (Rulebook "[Tribble] Tribbles (11.3)", "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    const tens = db.all.filter((b) => b.type === 'Tribble' && b.title.startsWith('10 Tribbles'));
    // Act
    const keys = new Set(tens.map(copyKey));
    // Assert
    expect(tens.length).toBeGreaterThan(1);
    expect(keys.size).toBe(1);
  });
});
