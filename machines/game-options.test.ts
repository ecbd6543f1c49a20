import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { createGame, type GameOptions } from './engine';
import { checkGameOptions, MAX_SEED } from './game-options';

// Issue 16, ARCHITECTURE "Public API": createGame's options come from a caller; a malformed one is refused with
// where it is wrong, never a throw (a TypeError before this check: `{}`, `null`, a deck of `{}`), and never coerced
// (a seed of "a" or -1 was taken as a seed).
const decks = [bundledDecks.federation, bundledDecks.klingon] as const;

describe('checkGameOptions', () => {
  it.each([
    ['no options at all', undefined, '"/"'],
    ['null', null, '"/"'],
    ['no decks', { seed: 1 }, '"/decks"'],
    ['one deck', { decks: [bundledDecks.federation], seed: 1 }, '"/decks"'],
    ['a deck of nothing', { decks: [{}, bundledDecks.klingon], seed: 1 }, '"/decks/0/'],
    [
      'a card entry without its line',
      {
        decks: [
          { ...bundledDecks.federation, draw: { line: 3, cards: [{ id: 'x' }] } },
          bundledDecks.klingon,
        ],
        seed: 1,
      },
      '"/decks/0/draw/cards/0/line"',
    ],
    ['a seed that is text', { decks, seed: 'a' }, '"/seed"'],
    ['a negative seed', { decks, seed: -1 }, '"/seed"'],
    ['a seed past 32 bits', { decks, seed: MAX_SEED + 1 }, '"/seed"'],
    ['a seed with a fraction', { decks, seed: 1.5 }, '"/seed"'],
    ['one player id', { decks, seed: 1, players: ['a'] }, '"/players"'],
    ['an unknown rules edition', { decks, seed: 1, rules: 'x' }, '"/rules"'],
    ['a field no option has', { decks, seed: 1, sed: 2 }, '"/sed"'],
    ['an inspector that is a number', { decks, seed: 1, inspect: 3 }, '"/inspect"'],
  ])('should refuse %s, naming where', (_, options, where) => {
    // Act
    const checked = checkGameOptions(options);
    // Assert
    expect(checked).toEqual(E.left(expect.objectContaining({ rule: 'Setup', player: null, problems: [] })));
    if (E.isLeft(checked)) expect(checked.left.message).toContain(where);
  });

  it.each([['constructor'], ['toString'], ['__proto__']])(
    'should refuse a player id that every object has as a key: %s',
    (id) => {
      // Act
      const checked = checkGameOptions({ decks, seed: 1, players: [id, 'p2'] });
      // Assert
      expect(checked).toEqual(
        E.left(expect.objectContaining({ message: expect.stringContaining(`"${id}"`) })),
      );
    },
  );

  it('should give back the very options when they are well formed', () => {
    // Arrange
    const options: GameOptions = { decks, seed: MAX_SEED, players: ['ann', 'bo'], rules: 'rulebook-2024' };
    // Act
    const checked = checkGameOptions(options);
    // Assert
    expect(checked).toEqual(E.right(options));
    if (E.isRight(checked)) expect(checked.right).toBe(options);
  });
});

describe('createGame', () => {
  test.prop([fc.anything()], { numRuns: 200 })(
    'should never throw, whatever options it is given',
    (options) => {
      // Act
      const created = () => createGame(options as GameOptions);
      // Assert
      expect(created).not.toThrow();
    },
  );

  test.prop([fc.anything()], { numRuns: 100 })(
    'should never throw, whatever deck is in place of one',
    (deck) => {
      // Act
      const created = () => createGame({ decks: [bundledDecks.federation, deck as never], seed: 1 });
      // Assert
      expect(created).not.toThrow();
      expect(E.isLeft(createGame({ decks: [bundledDecks.federation, deck as never], seed: 1 }))).toBe(true);
    },
  );
});
