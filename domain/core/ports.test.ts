import { type Port, plug, port, use } from './ports';

// ARCHITECTURE principle 6 (issue #14): a chapter uses a port it declares; the interpreters' implementation is
// plugged in once. This file has its own module registry: nothing is plugged in yet.
describe('use', () => {
  it('should refuse a port used before its implementation is plugged in, never do nothing', () => {
    // Act & Assert
    expect(() => use(range)).toThrow(/port test.range used before its implementation was plugged in/);
  });

  it('should give the implementation plugged in last', () => {
    // Arrange
    plug(range, { rangeOf: () => 7 });
    plug(range, { rangeOf: (ship) => ship.length });
    // Act & Assert
    expect(use(range).rangeOf('Enterprise')).toBe(10);
  });
});

describe('plug', () => {
  it('should refuse a port that is undefined (its module was still loading: an import cycle)', () => {
    // Act & Assert
    expect(() => plug(undefined as unknown as Port<unknown>, {})).toThrow(/import cycle/);
  });
});

// Helpers

const range = port<{ readonly rangeOf: (ship: string) => number }>('test.range');
