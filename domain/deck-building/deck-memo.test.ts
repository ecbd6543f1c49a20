import type { Deck } from '../../cards/deck-list';
import { contentsOf, memoizeDeck } from './deck-memo';

// blueprints of the card database (cards/db/blueprints.json)
const [PICARD, DATA, OUTPOST, EINSTEIN, ROZHENKO] = [
  'premiere/jeanlucpicard',
  'premiere/data',
  'premiere/federationoutpost',
  'premiere/alberteinstein',
  'premiere/alexanderrozhenko',
];

const deck = (): Deck => ({
  missions: { line: 1, cards: [{ id: PICARD, line: 2 }] },
  seed: { line: 3, cards: [{ id: DATA, line: 4 }] },
  draw: { line: 5, cards: [{ id: OUTPOST, line: 6 }] },
  sites: { line: 0, cards: [] },
  sideDecks: [{ doorway: DATA, line: 7, cards: [{ id: EINSTEIN, line: 8 }] }],
});

/** `memoizeDeck` of a function that counts its calls and answers with the number of the call. */
const counting = () => {
  let calls = 0;
  return memoizeDeck((_: Deck) => ++calls);
};

describe('memoizeDeck', () => {
  it('should compute once for a deck object given again with the same cards (issue #17)', () => {
    // Arrange
    const memo = counting();
    const given = deck();

    // Act
    const answers = [memo(given), memo(given)];

    // Assert
    expect(answers).toEqual([1, 1]);
  });

  it('should compute afresh for a deck object whose cards were changed since (ARCHITECTURE "Public API": nothing is trusted by identity)', () => {
    // Arrange
    const memo = counting();
    const given = deck();
    const first = memo(given);

    // Act
    (given.draw.cards as Array<{ id: string; line: number }>).push({ id: ROZHENKO, line: 9 });
    const changed = memo(given);
    (given.sideDecks[0] as { doorway: string }).doorway = OUTPOST;
    const doorwayChanged = memo(given);

    // Assert
    expect([first, changed, doorwayChanged]).toEqual([1, 2, 3]);
  });

  it('should compute afresh for a deck naming a card the database does not have (yet: a stand-in may be registered)', () => {
    // Arrange
    const memo = counting();
    const given: Deck = { ...deck(), sites: { line: 9, cards: [{ id: 'standin/Not Yet', line: 10 }] } };

    // Act
    const answers = [memo(given), memo(given)];

    // Assert
    expect(answers).toEqual([1, 2]);
  });

  it('should compute once for each of two equal decks in different objects', () => {
    // Arrange
    const memo = counting();

    // Act
    const answers = [memo(deck()), memo(deck())];

    // Assert
    expect(answers).toEqual([1, 2]);
  });
});

describe('contentsOf', () => {
  it('should tell apart two decks that hold the same blueprints in different sections', () => {
    // Arrange
    const moved: Deck = {
      ...deck(),
      seed: { line: 3, cards: [] },
      sites: { line: 3, cards: [{ id: DATA, line: 4 }] },
    };

    // Act
    const [a, b] = [contentsOf(deck()), contentsOf(moved)];

    // Assert
    expect(a).not.toEqual(b);
  });
});
