import { fc, test } from '@fast-check/jest';
import { apply, type Modifier } from '../domain/cards-in-play/sam';

const seed = Number(process.env.FC_SEED ?? 1211);

const modifier: fc.Arbitrary<Modifier> = fc
  .record({
    op: fc.constantFrom<Modifier['op']>('set', 'add', 'multiply'),
    amount: fc.integer({ min: -6, max: 12 }),
    title: fc.constantFrom('Frame of Mind', 'Klingon Disruptor', 'Varon-T Disruptor', 'Space Boomer'),
    copy: fc.nat({ max: 3 }),
    cumulative: fc.boolean(),
  })
  .map(({ op, amount, title, copy, cumulative }) => ({
    target: 'kromm',
    value: { kind: 'attribute', name: 'STRENGTH' },
    op,
    amount: op === 'multiply' ? ([0.5, 2, 3][Math.abs(amount) % 3] ?? 2) : amount,
    source: `${title}-${copy}`,
    sourceTitle: title,
    cumulative,
  }));

describe(`apply (seed ${seed})`, () => {
  // Rulebook 12.11 S.A.M.: sets, then adds, then multiplies, so the order effects arrive in never matters
  test.prop(
    [
      fc.integer({ min: 0, max: 12 }),
      fc
        .array(modifier, { maxLength: 8 })
        .chain((ms) =>
          fc.tuple(fc.constant(ms), fc.shuffledSubarray(ms, { minLength: ms.length, maxLength: ms.length })),
        ),
    ],
    {
      seed,
    },
  )('should not depend on the order modifiers arrive in (Rulebook 12.11)', (base, [modifiers, shuffled]) => {
    // Arrange: the same modifiers in two orders
    // Act
    const inOrder = apply(base, modifiers);
    const reordered = apply(base, shuffled);
    // Assert
    expect(reordered).toBe(inOrder);
  });

  // Rulebook 12.11: with no set, the value is (base + sum of adds) × product of factors
  test.prop([fc.integer({ min: 0, max: 12 }), fc.array(modifier, { maxLength: 8 })], { seed })(
    'should equal base plus adds, times factors, when nothing sets the value (Rulebook 12.11)',
    (base, modifiers) => {
      // Arrange: distinct sources and cumulative, so that 12.9 drops nothing
      const unset = modifiers
        .filter((m) => m.op !== 'set')
        .map((m, i) => ({ ...m, source: `s${i}`, cumulative: true }));
      const adds = unset.filter((m) => m.op === 'add').reduce((sum, m) => sum + m.amount, 0);
      const factor = unset.filter((m) => m.op === 'multiply').reduce((p, m) => p * m.amount, 1);
      // Act
      const result = apply(base, unset);
      // Assert
      expect(result).toBeCloseTo((base + adds) * factor, 9);
    },
  );
});
