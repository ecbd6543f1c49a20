import * as E from 'fp-ts/Either';
import { checkDeckShape } from './deck-shape';
import { bundledDecks } from './decks';

// ARCHITECTURE "Public API": a deck object from outside is checked before the deck-building rules read it.
describe('checkDeckShape', () => {
  it('should give back a deck parseDeck made, the very object', () => {
    // Act
    const checked = checkDeckShape(bundledDecks.klingon);
    // Assert
    expect(checked).toEqual(E.right(bundledDecks.klingon));
  });

  it.each([
    ['null', null, '"/"'],
    ['a list', [], '"/"'],
    ['a deck without a draw deck', { ...bundledDecks.klingon, draw: undefined }, '"/draw"'],
    [
      'a section whose line is text',
      { ...bundledDecks.klingon, seed: { line: '2', cards: [] } },
      '"/seed/line"',
    ],
    [
      'a side deck without its doorway',
      { ...bundledDecks.klingon, sideDecks: [{ line: 1, cards: [] }] },
      '"/sideDecks/0/doorway"',
    ],
    ['an extra field', { ...bundledDecks.klingon, notes: 'x' }, '"/notes"'],
  ])('should refuse %s, naming where', (_, value, where) => {
    // Act
    const checked = checkDeckShape(value, "p2's deck");
    // Assert
    expect(checked).toEqual(E.left(expect.stringContaining(where)));
    expect(checked).toEqual(E.left(expect.stringMatching(/^p2's deck is malformed at /)));
  });

  it('should refuse a deck it cannot read (a proxy that throws) without throwing', () => {
    // Arrange: every operation on the object throws
    const throwing = () => {
      throw new Error('no');
    };
    const hostile = new Proxy({}, new Proxy({}, { get: () => throwing }));
    // Act
    const checked = checkDeckShape(hostile);
    // Assert
    expect(checked).toEqual(E.left('The deck could not be read as a deck.'));
  });
});
