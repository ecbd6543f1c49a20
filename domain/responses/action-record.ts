// Rulebook "Playing the Game": "Each turn consists of a series of actions taken by the player" (card plays, each
// order, mission attempts, battles). Temporal Causality Loop undoes "your last two actions of this turn": each turn
// command of a player's turn is recorded here with what it changed (the cards it moved or changed, the turn's card
// play, the ships' RANGE and once-each-turn marks, the modifiers and card text used), before and after, so that it
// can be put back exactly. An action that cannot be put back exactly is recorded with the reason: it used the random
// numbers (a shuffle, a random selection), revealed a card (a draw, a search, a seed card), created a card, changed
// the spaceline, or runs on as a mission attempt or a battle; or it was answered by a response. Only the last three
// records of each player are kept (the attempt under way and the two actions before it); a new turn clears them.
// The state holds each record as plain data; what its action changed is kept beside it and worked out only when an
// undo reads it (domain/responses/action-changes.ts).

import type { CardId, GameState, PlayerId, TurnState } from '../core/game-state';
import { moveCard } from '../core/game-state';
import type { ActionRecord } from '../core/turn-state';
import { changesOf, remembered } from './action-changes';
import {
  actionRecord,
  type Change,
  compact,
  deltaOf,
  FIELDS,
  type Field,
  flagsOf,
  merged,
  same,
} from './action-delta';

export type { ActionRecord } from '../core/turn-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const KEPT_PER_PLAYER = 3;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * A player's last `count` completed actions of this turn, the last first (a mission attempt under way is not one).
 * @category predicates
 */
export const lastCompleted =
  (player: PlayerId, count: number) =>
  (game: GameState): ReadonlyArray<ActionRecord> => {
    const own = (game.turn.actions ?? []).filter((r) => r.player === player);
    const done =
      game.attempt !== undefined && own.at(-1)?.command === 'mission.attempt' ? own.slice(0, -1) : own;
    return done.slice(-count).reverse();
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The turn without its action records: the engine's bookkeeping to undo actions (what each changed is kept beside
 * them, and may name cards a player may not see, Rulebook "Looking at Cards"), not part of the table: no view shows it.
 * @category operations
 */
export const withoutRecords = (turn: TurnState): TurnState => {
  if (turn.actions === undefined) return turn;
  const { actions: _records, ...rest } = turn;
  return rest;
};

/**
 * The game `after` a turn command of the player giving it, with the command recorded as that player's latest action
 * (a card play waiting on responses is completed by `resolveAwaited`).
 * @category operations
 */
export const note =
  (command: { readonly type: string; readonly player: PlayerId }, before: GameState) =>
  (after: GameState): GameState => {
    if (command.type === 'turn.end') return after;
    const { type, player } = command;
    const card = 'card' in command && typeof command.card === 'string' ? command.card : undefined;
    // a card being played whose own follow-up choice waits (domain/card-effects/after-use.ts) awaits no response
    const awaiting =
      card !== undefined && after.cards[card]?.zone.kind === 'beingPlayed' && after.awaitedPlay?.card !== card
        ? card
        : undefined;
    const [was, now] = [unrecorded(before), unrecorded(after)];
    const record = remembered(actionRecord(player, type, awaiting), () => ({
      ...compact(deltaOf({ type, player }, was, now)),
      ...(awaiting === undefined ? {} : { awaiting }),
    }));
    return withRecords(kept([...(after.turn.actions ?? []), record]))(after);
  };

/**
 * The game after the card play recorded as awaiting responses had its results (`after`, from `before`, the state
 * when its window closed): the record completed; `answered`: a response changed it, and it cannot be put back.
 * @category operations
 */
export const resolveAwaited =
  (card: CardId, before: GameState, answered: boolean) =>
  (after: GameState): GameState => {
    const records = after.turn.actions ?? [];
    const i = records.findIndex((r) => r.awaiting === card);
    const record = records[i];
    if (record === undefined) return after;
    const { player, command } = record;
    const [was, now] = [unrecorded(before), unrecorded(after)];
    const completed = remembered(actionRecord(player, command), () => {
      const { awaiting: _done, ...rest } = merged(
        changesOf(record),
        deltaOf({ type: command, player }, was, now),
      );
      return compact(answered ? { ...rest, irreversible: 'a response answered it' } : rest);
    });
    return withRecords(records.map((r, j) => (j === i ? completed : r)))(after);
  };

/**
 * The game with an action put back exactly as it was before it, or why it cannot be: it could never be, or
 * something changed since what it changed.
 * @category operations
 */
export const undo =
  (noted: ActionRecord) =>
  (game: GameState): string | GameState => {
    const record = changesOf(noted);
    if (record.irreversible !== undefined) return record.irreversible;
    const changed = Object.values(record.cards).find((c) => !same(game.cards[c.after.id], c.after));
    if (changed !== undefined) return `${changed.after.id} has changed since`;
    if (
      record.turn !== undefined &&
      !same({ ...flagsOf(game.turn), ...record.turn.after }, flagsOf(game.turn))
    )
      return 'the turn has changed since';
    const field = FIELDS.find(
      (f) => record.fields[f] !== undefined && !same(game[f], record.fields[f]?.after),
    );
    if (field !== undefined) return `its ${field} have changed since`;
    const cards = Object.values(record.cards).sort((a, b) => a.at - b.at);
    const moved = cards.reduce((g, c) => {
      const back = moveCard(c.before.id, c.before.zone, c.at)(g);
      return { ...back, cards: { ...back.cards, [c.before.id]: c.before } };
    }, game);
    const restored = FIELDS.reduce((g, f) => restoreField(g, f, record.fields[f]), moved);
    const turn = record.turn === undefined ? restored.turn : { ...restored.turn, ...record.turn.before };
    return { ...restored, turn: { ...turn, actions: (turn.actions ?? []).filter((r) => r !== noted) } };
  };

// Helpers

/** The state without its records, which a delta does not read: a record's changes keep no older records alive. */
const unrecorded = (game: GameState): GameState =>
  game.turn.actions === undefined ? game : { ...game, turn: withoutRecords(game.turn) };

const withRecords =
  (actions: ReadonlyArray<ActionRecord>) =>
  (game: GameState): GameState => ({ ...game, turn: { ...game.turn, actions } });

/** The last records of each player, in order. */
const kept = (records: ReadonlyArray<ActionRecord>): ReadonlyArray<ActionRecord> =>
  records.filter(
    (r, i) => records.slice(i + 1).filter((later) => later.player === r.player).length < KEPT_PER_PLAYER,
  );

const restoreField = <F extends Field>(
  game: GameState,
  field: F,
  change: Change<GameState[F]> | undefined,
): GameState => {
  if (change === undefined) return game;
  if (change.before !== undefined) return { ...game, [field]: change.before };
  const { [field]: _absent, ...rest } = game;
  return rest as GameState;
};
