import { apply, dropNonCumulativeCopies, isEnhancement, type Modifier, modifiersOn, OrdSam } from './sam';

describe('apply', () => {
  it('should give Kromm STRENGTH 10 under Frame of Mind, a Klingon Disruptor and a Varon-T Disruptor (Rulebook 12.11)', () => {
    // Arrange: Kromm's printed STRENGTH is 8; the modifiers arrive multiply first, set last
    const modifiers = [
      strength('multiply', 2, 'varon', 'Varon-T Disruptor'),
      strength('add', 2, 'disruptor', 'Klingon Disruptor', true),
      strength('set', 3, 'frame', 'Frame of Mind'),
    ];
    // Act
    const result = apply(8, modifiers);
    // Assert
    expect(result).toBe(10);
  });

  it('should return the base value when nothing modifies it (Rulebook 12.11)', () => {
    // Arrange
    const modifiers: ReadonlyArray<Modifier> = [];
    // Act
    const result = apply(7, modifiers);
    // Assert
    expect(result).toBe(7);
  });

  it('should count two copies of Space Boomer on one ship once, RANGE +3 (Rulebook 12.9)', () => {
    // Arrange: "that ship is RANGE +3", not marked cumulative
    const boomers = [
      range('add', 3, 'boomer-1', 'Space Boomer'),
      range('add', 3, 'boomer-2', 'Space Boomer'),
    ];
    // Act
    const result = apply(7, boomers);
    // Assert
    expect(result).toBe(10);
  });

  it('should stack three Romulan Disruptors to STRENGTH +6 because they are cumulative (Rulebook 12.9)', () => {
    // Arrange: "Each of your personnel STRENGTH +2 where present. (Cumulative.)"
    const disruptors = ['d1', 'd2', 'd3'].map((id) => strength('add', 2, id, 'Romulan Disruptor', true));
    // Act
    const result = apply(5, disruptors);
    // Assert
    expect(result).toBe(11);
  });

  it('should subtract with a negative add and divide with a fractional factor (Rulebook 12.11)', () => {
    // Arrange
    const modifiers = [strength('multiply', 0.5, 'half', 'Halver'), strength('add', -2, 'minus', 'Minus')];
    // Act
    const result = apply(8, modifiers);
    // Assert
    expect(result).toBe(3);
  });

  it('should let the smallest of several sets win, whatever their order (Rulebook 12.11)', () => {
    // Arrange
    const a = strength('set', 3, 'a', 'Frame of Mind');
    const b = strength('set', 5, 'b', 'Other Set');
    // Act
    const results = [apply(9, [a, b]), apply(9, [b, a])];
    // Assert
    expect(results).toEqual([3, 3]);
  });
});

describe('dropNonCumulativeCopies', () => {
  it('should keep copies of different cards with the same effect (Rulebook 12.9)', () => {
    // Arrange
    const modifiers = [strength('add', 2, 'x', 'Klingon Disruptor'), strength('add', 2, 'y', 'Phaser')];
    // Act
    const kept = dropNonCumulativeCopies(modifiers);
    // Assert
    expect(kept).toHaveLength(2);
  });
});

describe('modifiersOn', () => {
  it('should select only the modifiers on that card and value (Rulebook 12.11)', () => {
    // Arrange
    const modifiers = [
      strength('add', 2, 's', 'S'),
      range('add', 3, 'r', 'R'),
      { ...strength('add', 1, 'o', 'O'), target: 'other' },
    ];
    // Act
    const selected = modifiersOn('kromm', { kind: 'attribute', name: 'STRENGTH' })(modifiers);
    // Assert
    expect(selected.map((m) => m.source)).toEqual(['s']);
  });
});

describe('OrdSam', () => {
  it('should order set before add before multiply (Rulebook 12.11)', () => {
    // Arrange
    const [set, add, multiply] = [
      strength('set', 3, 's', 'S'),
      strength('add', 9, 'a', 'A'),
      strength('multiply', 1, 'm', 'M'),
    ];
    // Act
    const comparisons = [
      OrdSam.compare(set, add),
      OrdSam.compare(add, multiply),
      OrdSam.compare(multiply, set),
    ];
    // Assert
    expect(comparisons).toEqual([-1, -1, 1]);
  });
});

// Helpers

function strength(
  op: Modifier['op'],
  amount: number,
  source: string,
  sourceTitle: string,
  cumulative = false,
): Modifier {
  return {
    target: 'kromm',
    value: { kind: 'attribute', name: 'STRENGTH' },
    op,
    amount,
    source,
    sourceTitle,
    cumulative,
  };
}

function range(op: Modifier['op'], amount: number, source: string, sourceTitle: string): Modifier {
  return {
    target: 'columbia',
    value: { kind: 'attribute', name: 'RANGE' },
    op,
    amount,
    source,
    sourceTitle,
    cumulative: false,
  };
}

describe('isEnhancement', () => {
  it('should read an add above 0 or a multiply above 1 as an enhancement (Rulebook 7.5 "attribute enhancements")', () => {
    // Arrange
    const modifier = (op: Modifier['op'], amount: number): Modifier => ({
      target: 'c',
      value: { kind: 'attribute', name: 'RANGE' },
      op,
      amount,
      source: 's',
      sourceTitle: 'S',
      cumulative: false,
    });
    // Act & Assert
    expect(isEnhancement(modifier('add', 2))).toBe(true);
    expect(isEnhancement(modifier('multiply', 2))).toBe(true);
    expect(isEnhancement(modifier('add', -2))).toBe(false);
    expect(isEnhancement(modifier('multiply', 0.5))).toBe(false);
    expect(isEnhancement(modifier('set', 10))).toBe(false);
  });
});
