import * as O from 'fp-ts/Option';
import { copyKey } from '../copies';
import { loadCardDatabase } from '../database';
import { declarationOf, declarations, unimplementedDilemmas } from './dilemmas';

describe('declarations', () => {
  it('should each name a different Dilemma of the card database', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const types = declarations.map((d) => O.map((b: { type: string }) => b.type)(db.byId(d.blueprint)));
    // Assert
    expect(types.every((t) => O.isSome(t) && t.value === 'Dilemma')).toBe(true);
    expect(new Set(declarations.map((d) => d.blueprint)).size).toBe(declarations.length);
  });

  it('should hold no two copies of one dilemma, so the order of the set lists does not matter (Rulebook "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const keys = new Set(declarations.map((d) => copyKey(db.blueprint(d.blueprint))));
    // Assert
    expect(keys.size).toBe(declarations.length);
  });
});

describe('declarationOf', () => {
  it('should find a reprint with the same title and text as a copy (Rulebook "Copies")', () => {
    // Arrange
    const reprint = loadCardDatabase().blueprint('Ref/barclaysprotomorphosisdise');
    // Act
    const declaration = declarationOf(reprint);
    // Assert
    expect(O.map((d: { blueprint: string }) => d.blueprint)(declaration)).toEqual(
      O.some('premiere/barclaysprotomorphosisdise'),
    );
  });

  it('should find a Virtual Promo reprint, marked " *VP" by the export, as a copy of its declared original (Rulebook "Copies")', () => {
    // Arrange: Alien Abduction *VP has Premiere's Alien Abduction's text
    const reprint = loadCardDatabase().blueprint('VP/277VP');
    // Act
    const declaration = declarationOf(reprint);
    // Assert
    expect(O.map((d: { blueprint: string }) => d.blueprint)(declaration)).toEqual(
      O.some('premiere/AlienAbduction'),
    );
  });
});

describe('unimplementedDilemmas', () => {
  it('should list exactly the Premiere dilemmas without a declaration', () => {
    // Arrange
    const premiere = loadCardDatabase().all.filter((b) => b.release === 'premiere' && b.type === 'Dilemma');
    // Act
    const missing = unimplementedDilemmas('premiere').map((b) => b.title);
    // Assert
    const declared = declarations.filter((d) => d.blueprint.startsWith('premiere/'));
    expect(missing.length + declared.length).toBe(premiere.length);
    expect(missing).toEqual([]);
  });
});
