// The registry of card texts: the set folders' lists (cards/effects/<set>/index.ts) looked up by printing and by copy.
import * as O from 'fp-ts/Option';
import { copyKey } from '../copies';
import { loadCardDatabase } from '../database';
import { declarations, textOf } from './card-texts';

describe('declarations', () => {
  it('should each name a different printing of the card database', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const found = declarations.filter((d) => O.isSome(db.byId(d.blueprint)));
    // Assert
    expect(found).toHaveLength(declarations.length);
    expect(new Set(declarations.map((d) => d.blueprint)).size).toBe(declarations.length);
  });

  it('should hold no two copies of one card, so the order of the set lists does not matter (Rulebook "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const keys = new Set(declarations.map((d) => copyKey(db.blueprint(d.blueprint))));
    // Assert
    expect(keys.size).toBe(declarations.length);
  });
});

describe('textOf', () => {
  it('should find each declaration by its printing', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const misses = declarations.filter((d) => {
      const text = textOf(db.blueprint(d.blueprint));
      return !(O.isSome(text) && text.value === d);
    });
    // Assert
    expect(misses).toEqual([]);
  });
});
