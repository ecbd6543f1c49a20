// Rulebook "Playing the Game": an action record (domain/action-record.ts) whose delta is worked out only when it is
// read. Only Temporal Causality Loop ever reads what an action changed, and most records are dropped unread (three are
// kept per player, a new turn clears them); working out every delta at once cost a scan of every card per command.
// A deferred record keeps the states it is worked out from: states are immutable and structurally shared, so keeping
// them costs nothing but their life, and the delta is a pure function of them, the same whenever it is worked out. It
// reads as the record it stands for (the same own fields, `toEqual` to it) and serialises as it (`toJSON`), so a
// persisted game holds the worked-out record and restores to plain records that read the same.
import type { ActionRecord } from './action-delta';
import type { CardId, PlayerId } from './game-state';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The record of a player's action, worked out by `delta` (a pure function of kept states) when first read.
 * @category constructors
 */
export const deferred = (
  player: PlayerId,
  command: string,
  awaiting: CardId | undefined,
  delta: () => ActionRecord,
): ActionRecord => {
  let pending: (() => ActionRecord) | undefined = delta;
  let value: ActionRecord | undefined;
  const get = (): ActionRecord => {
    if (value === undefined) {
      value = (pending as () => ActionRecord)();
      pending = undefined;
    }
    return value;
  };
  const record: ActionRecord = {
    player,
    command,
    get irreversible() {
      return get().irreversible;
    },
    get cards() {
      return get().cards;
    },
    get turn() {
      return get().turn;
    },
    get fields() {
      return get().fields;
    },
    ...(awaiting === undefined ? {} : { awaiting }),
  };
  // not enumerable: not a field of the record, only how it serialises
  return Object.defineProperty(record, 'toJSON', { value: get });
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The worked-out record a record stands for: itself when it is plain (e.g. restored from JSON).
 * @category operations
 */
export const worked = (record: ActionRecord): ActionRecord => {
  const toJSON = (record as { readonly toJSON?: () => ActionRecord }).toJSON;
  return toJSON === undefined ? record : toJSON();
};
