// Rulebook "Playing the Game": what an action changed, kept beside its plain record (Temporal Causality Loop reads it).
import { changesOf, persisted, remembered } from './action-changes';
import { type ActionDelta, actionRecord } from './action-delta';

describe('remembered', () => {
  it('should work out what the action changed once, when first read, and not before (Rulebook "Playing the Game")', () => {
    // Arrange
    const workOut = jest.fn(() => DELTA);
    // Act
    const record = remembered(actionRecord('p1', 'card.beam'), workOut);
    const unread = workOut.mock.calls.length;
    const read = [changesOf(record), changesOf(record)];
    // Assert
    expect(unread).toBe(0);
    expect(read).toEqual([DELTA, DELTA]);
    expect(workOut).toHaveBeenCalledTimes(1);
  });

  it('should keep the record plain data: its own fields only, no getters, no toJSON (ARCHITECTURE "One owner")', () => {
    // Arrange
    const record = remembered(actionRecord('p1', 'card.play', 'p1-07'), () => DELTA);
    // Act
    const copy = structuredClone(record);
    // Assert
    expect(Object.getOwnPropertyNames(record)).toEqual(['player', 'command', 'awaiting']);
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    expect(copy).toEqual({ player: 'p1', command: 'card.play', awaiting: 'p1-07' });
  });
});

describe('changesOf', () => {
  it('should refuse as not exact an undo of a record copied without persist: what it changed was not kept', () => {
    // Arrange
    const record = remembered(actionRecord('p1', 'card.beam'), () => DELTA);
    // Act
    const copied = changesOf(structuredClone(record));
    // Assert
    expect(copied.irreversible).toMatch(/not kept/);
    expect(copied.cards).toEqual({});
  });
});

describe('persisted', () => {
  it('should write each record with what it changed, for the digest of a persisted game (ARCHITECTURE "persist")', () => {
    // Arrange
    const record = remembered(actionRecord('p1', 'card.beam'), () => DELTA);
    const turn = { number: 3, actions: [record] };
    // Act
    const json = JSON.stringify({ turn }, persisted);
    // Assert
    expect(JSON.parse(json).turn.actions).toEqual([DELTA]);
  });

  it('should leave other arrays named actions alone', () => {
    // Arrange
    const value = { actions: [{ player: 'p1', command: 'x' }, 'y'] };
    // Act
    const back = JSON.parse(JSON.stringify(value, persisted));
    // Assert
    expect(back).toEqual(value);
  });
});

// Helpers

const DELTA: ActionDelta = {
  player: 'p1',
  command: 'card.beam',
  cards: {},
  turn: { before: { ordersBegun: false }, after: { ordersBegun: true } },
  fields: {},
};
