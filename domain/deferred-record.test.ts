// Rulebook "Playing the Game": an action record worked out only when read (Temporal Causality Loop reads it).
import type { ActionRecord } from './action-delta';
import { deferred, worked } from './deferred-record';

describe('deferred', () => {
  it('should work out the record once, when first read, and not before (Rulebook "Playing the Game")', () => {
    // Arrange
    const delta = jest.fn(() => RECORD);
    // Act
    const record = deferred('p1', 'card.beam', undefined, delta);
    const unread = delta.mock.calls.length;
    const read = [record.cards, record.fields, record.irreversible, worked(record)];
    // Assert
    expect(unread).toBe(0);
    expect(read).toEqual([RECORD.cards, RECORD.fields, undefined, RECORD]);
    expect(delta).toHaveBeenCalledTimes(1);
  });

  it('should read and serialise as the record it stands for, so a restored game holds the same (ARCHITECTURE "persist")', () => {
    // Arrange
    const record = deferred('p1', 'card.beam', 'c1', () => ({ ...RECORD, awaiting: 'c1' }));
    // Act
    const restored: ActionRecord = JSON.parse(JSON.stringify(record));
    // Assert
    expect(JSON.stringify(record)).toBe(JSON.stringify({ ...RECORD, awaiting: 'c1' }));
    expect(record).toEqual(restored);
    expect(worked(restored)).toBe(restored);
  });
});

// Helpers

const RECORD: ActionRecord = {
  player: 'p1',
  command: 'card.beam',
  cards: {},
  turn: { before: { ordersBegun: false }, after: { ordersBegun: true } },
  fields: {},
};
