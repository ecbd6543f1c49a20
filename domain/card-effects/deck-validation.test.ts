import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import type { Deck } from '../../cards/deck-list';
import { bundledDecks } from '../../cards/decks';
import { MALFORMED_DECK, validateDeck } from './deck-validation';

// Rulebook "Building a Deck", ARCHITECTURE "Public API": validateDeck takes a caller's object; a value that is not a
// deck is one problem at line 0, never a throw (a TypeError before: `null`, `{}`, `{ missions: 3 }`).
describe('validateDeck', () => {
  it.each([[null], [{}], [{ missions: 3 }], [undefined], ['Draw Deck (30)']])(
    'should refuse %p as a malformed deck, at line 0',
    (value) => {
      // Act
      const validated = validateDeck(value as unknown as Deck);
      // Assert
      expect(validated).toEqual(
        E.left([
          { line: 0, rule: MALFORMED_DECK, message: expect.stringContaining('The deck is malformed at') },
        ]),
      );
    },
  );

  test.prop([fc.anything(), fc.anything()], { numRuns: 200 })(
    'should never throw, whatever the deck and the options',
    (deck, options) => {
      // Act
      const validated = () => validateDeck(deck as Deck, options as never);
      // Assert
      expect(validated).not.toThrow();
    },
  );

  it('should read options that are not an object as allowing nothing', () => {
    // Act
    const validated = validateDeck(bundledDecks.federation, null as never);
    // Assert
    expect(validated).toEqual(E.right(bundledDecks.federation));
  });
});
