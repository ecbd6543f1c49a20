import { fc, test } from '@fast-check/jest';
import { fromSeed, nextInt, nextUint32, type RandomState, shuffle } from './random';

describe('fromSeed', () => {
  test.prop([fc.integer()])('should give the same sequence for the same seed (Rulebook 12.14)', (seed) => {
    // Arrange
    const a = fromSeed(seed);
    const b = fromSeed(seed);
    // Act
    const drawsA = draws(a, 5);
    const drawsB = draws(b, 5);
    // Assert
    expect(drawsA).toEqual(drawsB);
  });

  it('should give different sequences for different seeds (Rulebook 12.14)', () => {
    // Arrange
    const a = fromSeed(1);
    const b = fromSeed(2);
    // Act & Assert
    expect(draws(a, 5)).not.toEqual(draws(b, 5));
  });
});

describe('nextUint32', () => {
  test.prop([fc.integer()])('should return an unsigned 32-bit integer (Rulebook 12.14)', (seed) => {
    // Arrange
    const state = fromSeed(seed);
    // Act
    const [x] = nextUint32(state);
    // Assert
    expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
  });
});

describe('nextInt', () => {
  test.prop([fc.integer(), fc.integer({ min: 1, max: 1_000_000 })])(
    'should return an integer in [0, bound) (Rulebook 12.14 "Random selection")',
    (seed, bound) => {
      // Arrange
      const state = fromSeed(seed);
      // Act
      const [x] = nextInt(bound)(state);
      // Assert
      expect(Number.isInteger(x) && x >= 0 && x < bound).toBe(true);
    },
  );

  it('should reach every value of a small bound (Rulebook 12.14 "Random selection")', () => {
    // Arrange
    let state: RandomState = fromSeed(7);
    const seen = new Set<number>();
    // Act
    for (let i = 0; i < 200; i++) {
      const [x, next] = nextInt(6)(state);
      seen.add(x);
      state = next;
    }
    // Assert
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('should reject a bound that is not a positive integer', () => {
    // Arrange
    const state = fromSeed(1);
    // Act & Assert
    expect(() => nextInt(0)(state)).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  test.prop([fc.integer(), fc.array(fc.integer())])(
    'should return a permutation of the items (Rulebook "Shuffle")',
    (seed, items) => {
      // Arrange
      const state = fromSeed(seed);
      // Act
      const [shuffled] = shuffle(items)(state);
      // Assert
      expect([...shuffled].sort()).toEqual([...items].sort());
    },
  );

  test.prop([fc.integer(), fc.array(fc.integer())])(
    'should give the same order for the same state (Rulebook 12.14)',
    (seed, items) => {
      // Arrange
      const state = fromSeed(seed);
      // Act
      const [a, nextA] = shuffle(items)(state);
      const [b, nextB] = shuffle(items)(state);
      // Assert
      expect(a).toEqual(b);
      expect(nextA).toEqual(nextB);
    },
  );

  it('should leave its input unchanged', () => {
    // Arrange
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    // Act
    shuffle(items)(fromSeed(3));
    // Assert
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

// Helpers

const draws = (state: RandomState, n: number): ReadonlyArray<number> => {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const [x, next] = nextUint32(s);
    out.push(x);
    s = next;
  }
  return out;
};
