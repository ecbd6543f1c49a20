import { fc } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed } from '../domain/core/random';
import type { GameView } from '../domain/view/view';
import { createGame, type Game, state, view } from '../machines/engine';
import { playRandomly } from '../properties/random-games';
import { sameJson, swapLeak, zoneLeak } from './fuzz-leaks';

// Issue 16, Rulebook "Looking at Cards": the fuzz campaign's leak checks find a view that names a hidden card, and a
// view that depends on which of two hidden cards is which; and find nothing in the engine's own views.
describe('zoneLeak', () => {
  it("should find nothing in the engine's view, and name a card of the opponent's hand that a view shows", () => {
    // Arrange
    const game = playedGame();
    const seen = view(game, 'p1');
    const inHand = state(game).zones['hand:p2']?.[0] as string;
    const shown = withCard(seen, inHand, { blueprint: state(game).cards[inHand]?.blueprint ?? null });
    // Act
    const found = [zoneLeak('p1', seen)(game), zoneLeak('p1', shown)(game)];
    // Assert
    expect(found[0]).toBeNull();
    expect(found[1]).toMatch(
      new RegExp(`^p1's view shows 1 card\\(s\\) of hidden zones: ${inHand} \\(.*, hand\\)$`),
    );
  });
});

describe('sameJson', () => {
  it('should say two values are the same exactly when JSON.stringify writes the same text for both', () => {
    // Arrange
    const pairs = fc.oneof(
      fc.tuple(fc.jsonValue(), fc.jsonValue()),
      fc.jsonValue().map((value) => [value, JSON.parse(JSON.stringify(value)) as unknown] as const),
    );
    // Act and Assert
    fc.assert(fc.property(pairs, ([a, b]) => sameJson(a, b) === (JSON.stringify(a) === JSON.stringify(b))));
  });

  it('should tell keys in another order apart, and not count a key whose value is undefined', () => {
    // Act and Assert
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });
});

describe('swapLeak', () => {
  it("should find nothing in the engine's view, and find a view that differs from the engine's", () => {
    // Arrange
    const game = playedGame();
    const seen = view(game, 'p2');
    const doctored = { ...seen, viewer: 'p1' } as GameView;
    // Act
    const found = [0, 1, 2].map((seed) => swapLeak('p2', seen, fromSeed(seed))(game));
    const differs = swapLeak('p2', doctored, fromSeed(0))(game);
    // Assert
    expect(found).toEqual([null, null, null]);
    expect(differs).toMatch(
      /^p2's view changes when the hidden p1-\d+ \(.+\) and p1-\d+ \(.+\) swap what they are$/,
    );
  });
});

// Helpers

const playedGame = (): Game => {
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 21 });
  if (E.isLeft(created)) throw new Error(created.left.message);
  playRandomly(created.right, 4, 120);
  return created.right;
};

const withCard = (seen: GameView, id: string, patch: object): GameView => ({
  ...seen,
  cards: { ...seen.cards, [id]: { ...(seen.cards[id] as GameView['cards'][string]), ...patch } },
});
