import * as O from 'fp-ts/Option';
import { loadCardDatabase } from './database';

describe('loadCardDatabase', () => {
  it('should load every blueprint once and return the same cached database', () => {
    // Arrange
    const first = loadCardDatabase();
    // Act
    const second = loadCardDatabase();
    // Assert
    expect(second).toBe(first);
    expect(first.all).toHaveLength(6281);
  });
});

describe('byId', () => {
  it('should find a blueprint by id and give none for an unknown id', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const picard = db.byId('premiere/jeanlucpicard');
    const missing = db.byId('premiere/nosuchcard');
    // Assert
    expect(O.isSome(picard) && picard.value.title).toBe('Jean-Luc Picard');
    expect(O.isNone(missing)).toBe(true);
  });
});

describe('byTitle', () => {
  it('should give every printing of an exact title (Jean-Luc Picard: Premiere and reprint)', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const printings = db.byTitle('Jean-Luc Picard');
    // Assert
    expect(printings.map((b) => b.id)).toContain('premiere/jeanlucpicard');
    expect(printings.length).toBeGreaterThan(1);
    expect(printings.every((b) => b.title === 'Jean-Luc Picard')).toBe(true);
    expect(db.byTitle('jean-luc picard')).toEqual([]);
  });
});

describe('search', () => {
  it('should match title and text case-insensitively', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const byText = db.search('tox uthat');
    const byTitle = db.search('LEAH BRAHMS');
    // Assert
    expect(byText.map((b) => b.title)).toEqual(expect.arrayContaining(['Tox Uthat', 'Supernova']));
    expect(byTitle.map((b) => b.title)).toContain('Leah Brahms');
  });
});

describe('blueprint', () => {
  it('should return the blueprint for a known id and throw for an id not in the data', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const enterprise = db.blueprint('premiere/ussenterprise');
    const act = () => db.blueprint('nowhere/nothing');
    // Assert
    expect(enterprise.type === 'Ship' && enterprise.staffing).toEqual(['Cmd', 'Stf', 'Stf']);
    expect(act).toThrow('unknown blueprint id "nowhere/nothing"');
  });
});

describe('suggest', () => {
  it('should suggest the close title for a near miss (Jean-Luc Pikard, case and punctuation)', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const typo = db.suggest('Jean-Luc Pikard');
    const lower = db.suggest('jean luc picard');
    // Assert
    expect(typo[0]).toBe('Jean-Luc Picard');
    expect(lower[0]).toBe('Jean-Luc Picard');
  });
});
