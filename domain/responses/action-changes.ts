// Rulebook "Playing the Game": what each action record of the turn (domain/responses/action-record.ts) changed, kept beside the
// game state, not in it, so that the state stays plain data (ARCHITECTURE "One owner of the game state"). Only
// Temporal Causality Loop ever reads what an action changed, and most records are dropped unread (three are kept per
// player, a new turn clears them): working out every delta as the action is taken cost a scan of every card per
// command. So the state holds the plain record (player, command) and this table, keyed by the record object, holds
// how to work out its delta: a pure function of the states before and after the action (states are immutable and
// structurally shared, so keeping them costs nothing but their life), worked out once, when first read. Like the
// caches of domain/core/memo.ts it holds nothing a record's key does not keep alive; unlike them, what it holds cannot be
// worked out again from the state alone. So the digest of a persisted game covers each record worked out (`persisted`),
// and `restore`, which replays the game's commands, keeps each delta again as the replay takes its action. A copy of the
// state made any other way (structuredClone, a JSON round trip) holds records whose changes were not kept, and undoing
// one is refused as not exact.
import type { ActionRecord } from '../core/turn-state';
import type { ActionDelta } from './action-delta';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const changes = new WeakMap<ActionRecord, () => ActionDelta>();

const NOT_KEPT = 'what it changed was not kept (the game was copied, not persisted)';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * `record`, what it changed to be worked out by `workOut` (a pure function of kept states) when first read.
 * @category constructors
 */
export const remembered = (record: ActionRecord, workOut: () => ActionDelta): ActionRecord => {
  let pending: (() => ActionDelta) | undefined = workOut;
  let delta: ActionDelta | undefined;
  changes.set(record, () => {
    if (pending !== undefined) {
      delta = pending();
      // the states it was worked out from are no longer kept alive
      pending = undefined;
    }
    return delta as ActionDelta;
  });
  return record;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * What the action of `record` changed: worked out on the first read, the same on every read.
 * @category operations
 */
export const changesOf = (record: ActionRecord): ActionDelta =>
  changes.get(record)?.() ?? { ...record, irreversible: NOT_KEPT, cards: {}, fields: {} };

/**
 * A `JSON.stringify` replacer: the turn's action records written with what they changed (for `persist`).
 * @category operations
 */
export const persisted = (key: string, value: unknown): unknown =>
  key === 'actions' && Array.isArray(value)
    ? value.map((record) => (changes.has(record) ? changesOf(record) : record))
    : value;
