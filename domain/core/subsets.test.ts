import { fc, test } from '@fast-check/jest';
import { combinations, subsets } from './subsets';

const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);

describe('combinations', () => {
  test.prop([fc.uniqueArray(fc.nat(), { maxLength: 7 }), fc.nat({ max: 7 })])(
    'should list every choice of k items once, in order (ARCHITECTURE "Every player decision is a command")',
    (items, k) => {
      // Act
      const chosen = combinations(items, k);
      // Assert
      expect(chosen).toHaveLength(k > items.length ? 0 : binomial(items.length, k));
      expect(new Set(chosen.map((c) => c.join(','))).size).toBe(chosen.length);
      for (const c of chosen) expect(c).toEqual(items.filter((item) => c.includes(item)));
    },
  );
});

describe('subsets', () => {
  test.prop([fc.uniqueArray(fc.nat(), { maxLength: 8 })])(
    'should list all 2^n subsets once, the empty one first (ARCHITECTURE "Every player decision is a command")',
    (items) => {
      // Act
      const all = subsets(items);
      // Assert
      expect(all).toHaveLength(2 ** items.length);
      expect(all[0]).toEqual([]);
      expect(new Set(all.map((s) => s.join(','))).size).toBe(all.length);
    },
  );

  it('should stop at `max` items', () => {
    // Act & Assert
    expect(subsets(['a', 'b', 'c'], 1)).toEqual([[], ['a'], ['b'], ['c']]);
  });
});
