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

  it('should give a Trouble with Tribbles reprint, named with the export\'s " (Tribble)" suffix, its original\'s key (Rulebook "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    const reprint = db.all.find((b) => b.title === 'Archer (Tribble)');
    const original = db.all.find((b) => b.title === 'Archer' && b.text === reprint?.text);
    // Act & Assert
    expect(reprint).toBeDefined();
    expect(original).toBeDefined();
    expect(copyKey(reprint as NonNullable<typeof reprint>)).toBe(
      copyKey(original as NonNullable<typeof original>),
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
