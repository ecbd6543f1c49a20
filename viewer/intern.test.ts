import { interner, reader } from './intern';

describe('interner', () => {
  it('should read back every value it interned, equal to the original', () => {
    // Arrange
    const values = [
      { a: 1, b: [true, null, 'x', { c: -2.5 }], d: {} },
      { a: 1, b: [true, null, 'x', { c: 3 }], d: [] },
      [[], [[1]], 'p1-07'],
    ];
    const { ref, table } = interner();
    // Act
    const refs = values.map(ref);
    const read = reader(JSON.parse(JSON.stringify(table())));
    // Assert
    expect(refs.map(read)).toEqual(values);
  });

  it('should store a part that two values share once', () => {
    // Arrange
    const shared = { zone: { kind: 'hand', player: 'p1' }, stopped: false };
    const { ref, table } = interner();
    // Act
    ref({ step: 1, card: shared });
    const before = table().length;
    ref({ step: 2, card: { ...shared } });
    // Assert: only the new root is added
    expect(table().length).toBe(before + 1);
  });
});
