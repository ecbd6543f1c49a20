import type { GameState } from './game-state';
import {
  type Answer,
  anyOf,
  ask,
  declaredAnswersTo,
  install,
  mayBeAnswered,
  queryPoint,
} from './query-points';

// ARCHITECTURE principle 6 (issue #14): a generic rule asks a named query point; the answers of the cards' texts are
// installed once, and combine in the point's way. This file has its own module registry: nothing is installed yet.
describe('query points', () => {
  it('should refuse a question asked before the answers are installed, never answer it with none', () => {
    // Act & Assert
    expect(() => ask(may, 'Data')(GAME)).toThrow(/asked before the answers were installed/);
  });

  it('should refuse to install an answer that names no point (its module was still loading: an import cycle)', () => {
    // Arrange
    const unbound = { by: 'someVerb', answer: () => () => true } as unknown as Answer<string, boolean>;
    // Act & Assert
    expect(() => install([unbound])).toThrow(/answer by someVerb names no query point/);
  });

  it('should combine the relevant answers in the point’s way, none when no card answers', () => {
    // Arrange
    install([
      { point: range, by: 'a', answer: () => () => 3 },
      { point: range, by: 'b', answer: () => () => 5 },
      { point: range, by: 'c', relevant: () => false, answer: () => () => 9 },
    ]);
    // Act & Assert
    expect(ask(range, 'U.S.S. Enterprise')(GAME)).toBe(5);
    expect(ask(may, 'Data')(GAME)).toBe(false);
    expect(mayBeAnswered(range)(GAME)).toBe(true);
    expect(mayBeAnswered(may)(GAME)).toBe(false);
  });

  it('should list the declared texts that answer a point, one test per answer that declares them, none for others', () => {
    // Arrange
    const isMay = (text: { readonly type: string }) => text.type === 'may';
    install([
      { point: may, by: 'may', declaredBy: isMay, answer: () => () => true },
      { point: may, by: 'other', answer: () => () => false },
    ]);
    // Act & Assert
    expect(declaredAnswersTo(may)).toEqual([isMay]);
    expect(declaredAnswersTo(range)).toEqual([]);
  });
});

// Helpers

const may = anyOf<string>('test.may');
const range = queryPoint<string, number>('test.range', 0, Math.max);
const GAME = {} as GameState;
