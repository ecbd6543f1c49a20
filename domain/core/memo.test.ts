import { fc, test } from '@fast-check/jest';
import { memoize, memoizePair, memoizeRecent, memoizeString, memoizeWith } from './memo';

describe('memoize', () => {
  it('should compute once per key object and return the same value again', () => {
    // Arrange
    let calls = 0;
    const size = memoize((key: { readonly items: ReadonlyArray<number> }) => {
      calls++;
      return { total: key.items.length };
    });
    const key = { items: [1, 2, 3] };
    // Act
    const first = size(key);
    const second = size(key);
    // Assert
    expect(second).toBe(first);
    expect(first).toEqual({ total: 3 });
    expect(calls).toBe(1);
  });

  it('should compute again for another object, even an equal one, and keep both', () => {
    // Arrange
    let calls = 0;
    const size = memoize((key: { readonly items: ReadonlyArray<number> }) => {
      calls++;
      return key.items.length;
    });
    const a = { items: [1] };
    const b = { items: [1] };
    // Act
    const results = [size(a), size(b), size(a), size(b)];
    // Assert
    expect(results).toEqual([1, 1, 1, 1]);
    expect(calls).toBe(2);
  });

  it('should tell what it has computed for a key, and nothing before', () => {
    // Arrange
    const size = memoize((key: { readonly items: ReadonlyArray<number> }) => key.items.length);
    const key = { items: [4, 5] };
    // Act
    const before = size.computed(key);
    size(key);
    const after = size.computed(key);
    // Assert
    expect(before).toBeUndefined();
    expect(after).toBe(2);
  });

  test.prop([fc.array(fc.array(fc.integer()), { minLength: 1 }), fc.array(fc.nat())])(
    'should return what the function returns, whatever the order of the keys asked',
    (lists, picks) => {
      // Arrange
      const keys = lists.map((items) => ({ items }));
      const sum = (key: { readonly items: ReadonlyArray<number> }) => key.items.reduce((a, b) => a + b, 0);
      const memo = memoize(sum);
      // Act
      const results = picks.map((i) => memo(keys[i % keys.length] as (typeof keys)[number]));
      // Assert
      expect(results).toEqual(picks.map((i) => sum(keys[i % keys.length] as (typeof keys)[number])));
    },
  );
});

describe('memoizeRecent', () => {
  it('should compute once per key object while it is among the last asked about', () => {
    // Arrange
    let calls = 0;
    const size = memoizeRecent((key: { readonly items: ReadonlyArray<number> }) => {
      calls++;
      return key.items.length;
    });
    const [a, b] = [{ items: [1] }, { items: [1, 2] }];
    // Act
    const results = [size(a), size(b), size(a), size(b)];
    // Assert
    expect(results).toEqual([1, 2, 1, 2]);
    expect(calls).toBe(2);
  });

  it('should compute a key again, the same answer, once many others were asked about', () => {
    // Arrange
    let calls = 0;
    const size = memoizeRecent((key: { readonly items: ReadonlyArray<number> }) => {
      calls++;
      return key.items.length;
    });
    const first = { items: [7, 8] };
    const others = Array.from({ length: 10 }, (_, i) => ({ items: [i] }));
    // Act
    size(first);
    for (const other of others) size(other);
    const again = size(first);
    // Assert
    expect(again).toBe(2);
    expect(calls).toBe(12);
  });

  it('should tell what it holds for a key, and nothing before', () => {
    // Arrange
    const size = memoizeRecent((key: { readonly items: ReadonlyArray<number> }) => key.items.length);
    const key = { items: [4, 5, 6] };
    // Act
    const before = size.computed(key);
    size(key);
    const after = size.computed(key);
    // Assert
    expect(before).toBeUndefined();
    expect(after).toBe(3);
  });

  test.prop([fc.array(fc.array(fc.integer()), { minLength: 1 }), fc.array(fc.nat())])(
    'should return what the function returns, whatever the order of the keys asked',
    (lists, picks) => {
      // Arrange
      const keys = lists.map((items) => ({ items }));
      const sum = (key: { readonly items: ReadonlyArray<number> }) => key.items.reduce((a, b) => a + b, 0);
      const memo = memoizeRecent(sum);
      // Act
      const results = picks.map((i) => memo(keys[i % keys.length] as (typeof keys)[number]));
      // Assert
      expect(results).toEqual(picks.map((i) => sum(keys[i % keys.length] as (typeof keys)[number])));
    },
  );
});

describe('memoizeWith', () => {
  it('should compute once per key object and argument', () => {
    // Arrange
    const calls: string[] = [];
    const count = memoizeWith((letter: string) => (key: { readonly text: string }) => {
      calls.push(letter);
      return key.text.split(letter).length - 1;
    });
    const key = { text: 'banana' };
    // Act
    const results = [count('a')(key), count('n')(key), count('a')(key), count('n')(key)];
    // Assert
    expect(results).toEqual([3, 2, 3, 2]);
    expect(calls).toEqual(['a', 'n']);
  });

  it('should keep the values of a key while another key is asked about', () => {
    // Arrange
    let calls = 0;
    const count = memoizeWith((letter: string) => (key: { readonly text: string }) => {
      calls++;
      return key.text.split(letter).length - 1;
    });
    const a = { text: 'aa' };
    const b = { text: 'a' };
    // Act
    const results = [count('a')(a), count('a')(b), count('a')(a), count('a')(b)];
    // Assert
    expect(results).toEqual([2, 1, 2, 1]);
    expect(calls).toBe(2);
  });

  test.prop([fc.array(fc.string(), { minLength: 1 }), fc.array(fc.tuple(fc.nat(), fc.nat()))])(
    'should return what the function returns, whatever the order of the keys and arguments asked',
    (texts, picks) => {
      // Arrange
      const keys = texts.map((text) => ({ text }));
      const count = (letter: string) => (key: { readonly text: string }) => key.text.split(letter).length - 1;
      const memo = memoizeWith(count);
      const letters = ['a', 'b', 'c'];
      const ask = ([k, l]: [number, number]) =>
        [letters[l % letters.length] as string, keys[k % keys.length] as (typeof keys)[number]] as const;
      // Act
      const results = picks.map((pick) => {
        const [letter, key] = ask(pick);
        return memo(letter)(key);
      });
      // Assert
      expect(results).toEqual(
        picks.map((pick) => {
          const [letter, key] = ask(pick);
          return count(letter)(key);
        }),
      );
    },
  );
});

describe('memoizePair', () => {
  it('should compute once per key object and pair of arguments', () => {
    // Arrange
    const calls: string[] = [];
    const count = memoizePair((a: string, b: string) => (key: { readonly text: string }) => {
      calls.push(`${a}${b}`);
      return key.text.split(a + b).length - 1;
    });
    const key = { text: 'banana' };
    // Act
    const results = [count('a', 'n')(key), count('n', 'a')(key), count('a', 'n')(key), count('b', 'a')(key)];
    // Assert
    expect(results).toEqual([2, 2, 2, 1]);
    expect(calls).toEqual(['an', 'na', 'ba']);
  });

  test.prop([fc.array(fc.string(), { minLength: 1 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()))])(
    'should return what the function returns, whatever the order of the keys and arguments asked',
    (texts, picks) => {
      // Arrange
      const keys = texts.map((text) => ({ text }));
      const count = (a: string, b: string) => (key: { readonly text: string }) =>
        key.text.split(a).length + key.text.split(b).length;
      const memo = memoizePair(count);
      const letters = ['a', 'b', 'c'];
      const ask = ([k, a, b]: [number, number, number]) =>
        [
          letters[a % letters.length] as string,
          letters[b % letters.length] as string,
          keys[k % keys.length] as (typeof keys)[number],
        ] as const;
      // Act
      const results = picks.map((pick) => {
        const [a, b, key] = ask(pick);
        return memo(a, b)(key);
      });
      // Assert
      expect(results).toEqual(
        picks.map((pick) => {
          const [a, b, key] = ask(pick);
          return count(a, b)(key);
        }),
      );
    },
  );
});

describe('memoizeString', () => {
  it('should compute once per string', () => {
    // Arrange
    let calls = 0;
    const upper = memoizeString((text) => {
      calls++;
      return text.toUpperCase();
    });
    // Act
    const results = [upper('kirk'), upper('spock'), upper('kirk')];
    // Assert
    expect(results).toEqual(['KIRK', 'SPOCK', 'KIRK']);
    expect(calls).toBe(2);
  });
});
