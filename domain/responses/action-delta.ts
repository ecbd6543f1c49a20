// Rulebook "Playing the Game": what one action of a turn changed, before and after, to put it back exactly
// (domain/responses/action-record.ts). Computed by reference: the game state is structurally shared, so an entry an action did
// not touch is the very same object after it. An action that cannot be put back exactly keeps only the reason.
import type { CardId, CardInstance, GameState, PlayerId, TurnState } from '../core/game-state';
import type { ActionRecord } from '../core/turn-state';
import { zoneKeyOf } from '../core/zone-index';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The parts of the state an undoable action may change, restored as a whole when it is undone. */
export type Field = 'orders' | 'modifiers' | 'oncePerGame' | 'textThisTurn' | 'players';

/** The turn's bookkeeping an action may change (Rulebook "Play a Card": the normal card play, orders begun). */
export type TurnFlags = Pick<TurnState, 'normalCardPlayUsed' | 'ordersBegun' | 'personnelDownloaded'>;

/** A value before and after an action. */
export interface Change<A> {
  readonly before: A;
  readonly after: A;
}

/** A card an action changed: as it was (and where in its zone's list), and as the action left it. */
export interface CardChange extends Change<CardInstance> {
  readonly at: number;
}

/** An action record with what the action changed, to put it back exactly. */
export interface ActionDelta extends ActionRecord {
  /** Why the action cannot be put back exactly; absent when it can. */
  readonly irreversible?: string;
  readonly cards: Readonly<Record<CardId, CardChange>>;
  /** Only the flags the action changed. */
  readonly turn?: Change<Partial<TurnFlags>>;
  readonly fields: { readonly [K in Field]?: Change<GameState[K]> };
}

/** The fields an undoable action may change, each restored as a whole. */
export const FIELDS: ReadonlyArray<Field> = ['orders', 'modifiers', 'oncePerGame', 'textThisTurn', 'players'];

/** What an action may not change and still be put back exactly, with the reason given. */
const IRREVERSIBLE: ReadonlyArray<readonly [keyof GameState, string]> = [
  ['random', 'it used random numbers (a shuffle or a random selection)'],
  ['locations', 'it changed the spaceline'],
  ['spacelines', 'it changed the spaceline'],
  ['battle', 'it is a battle'],
  ['attempt', 'it is a mission attempt'],
  ['choosing', 'it asked for a choice after it resolved'],
  ['infestation', 'it changed who controls cards'],
  ['counterAttacks', 'it is a battle'],
  ['result', 'it ended the game'],
];

/** Commands that are actions running on beyond their command (their seed cards revealed, their random volleys). */
const RUNS_ON: Readonly<Record<string, string>> = {
  'mission.attempt': 'it is a mission attempt (its seed cards were revealed)',
  'battle.initiate': 'it is a battle',
  'rogueBorg.attack': 'it is a battle',
};

/** Zones whose cards are hidden: a card leaving one was revealed (Rulebook "Looking at Cards"). */
const HIDDEN = new Set(['drawDeck', 'seedDeck', 'missionPile', 'sitePile', 'sideDeck', 'underMission']);

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The record of a player's action, as the game state holds it.
 * @category constructors
 */
export const actionRecord = (player: PlayerId, command: string, awaiting?: CardId): ActionRecord =>
  awaiting === undefined ? { player, command } : { player, command, awaiting };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The turn's bookkeeping an action may change. @category operations */
export const flagsOf = (turn: TurnState): TurnFlags => ({
  normalCardPlayUsed: turn.normalCardPlayUsed,
  ordersBegun: turn.ordersBegun,
  personnelDownloaded: turn.personnelDownloaded,
});

/**
 * A record that can never be undone keeps no card data (nor any hidden card's identity).
 * @category operations
 */
export const compact = (record: ActionDelta): ActionDelta =>
  record.irreversible === undefined
    ? record
    : {
        player: record.player,
        command: record.command,
        irreversible: record.irreversible,
        cards: {},
        fields: {},
      };

/**
 * What a command changed from `before` to `after`, by reference (the state is structurally shared).
 * @category operations
 */
export const deltaOf = (
  command: { readonly type: string; readonly player: PlayerId },
  before: GameState,
  after: GameState,
): ActionDelta => {
  const cards: Record<CardId, CardChange> = {};
  let irreversible: string | undefined = RUNS_ON[command.type];
  if (before.cards !== after.cards)
    for (const id in after.cards) {
      const was = before.cards[id];
      const now = after.cards[id] as CardInstance;
      if (was === now) continue;
      if (was === undefined) irreversible ??= 'it created a card';
      else {
        // a card in hand (face down since it was drawn) is seen by its player only: playing it is the action itself
        const flipped = !was.faceUp && now.faceUp && was.zone.kind !== 'hand';
        if (HIDDEN.has(was.zone.kind) || flipped) irreversible ??= 'it revealed a card';
        cards[id] = { before: was, after: now, at: indexIn(before, was) };
      }
    }
  for (const [field, why] of IRREVERSIBLE) if (before[field] !== after[field]) irreversible ??= why;
  const fields: { [K in Field]?: Change<unknown> } = {};
  for (const f of FIELDS) if (before[f] !== after[f]) fields[f] = { before: before[f], after: after[f] };
  const turn = flagChanges(before.turn, after.turn);
  return {
    player: command.player,
    command: command.type,
    ...(irreversible === undefined ? {} : { irreversible }),
    cards,
    ...turn,
    fields: fields as ActionDelta['fields'],
  };
};

/**
 * Two records of one action, one after the other, as one: the first's befores and the second's afters.
 * @category operations
 */
export const merged = (first: ActionDelta, second: ActionDelta): ActionDelta => {
  const cards = { ...second.cards };
  for (const [id, c] of Object.entries(first.cards))
    cards[id] = { ...c, after: second.cards[id]?.after ?? c.after };
  const fields: { [K in Field]?: Change<unknown> } = { ...second.fields };
  for (const f of FIELDS) {
    const early = first.fields[f];
    if (early !== undefined)
      fields[f] = { before: early.before, after: second.fields[f]?.after ?? early.after };
  }
  const turn =
    first.turn === undefined && second.turn === undefined
      ? undefined
      : {
          before: { ...second.turn?.before, ...first.turn?.before },
          after: { ...first.turn?.after, ...second.turn?.after },
        };
  const irreversible = first.irreversible ?? second.irreversible;
  return {
    ...first,
    ...(irreversible === undefined ? {} : { irreversible }),
    cards,
    ...(turn === undefined ? {} : { turn }),
    fields: fields as ActionDelta['fields'],
  };
};

// Helpers

/** The turn flags that changed, before and after; none when none did. */
const flagChanges = (before: TurnState, after: TurnState): { readonly turn?: Change<Partial<TurnFlags>> } => {
  const [was, now] = [flagsOf(before), flagsOf(after)];
  const changed = (Object.keys(was) as ReadonlyArray<keyof TurnFlags>).filter((k) => was[k] !== now[k]);
  if (changed.length === 0) return {};
  const pick = (flags: TurnFlags) =>
    Object.fromEntries(changed.map((k) => [k, flags[k]])) as Partial<TurnFlags>;
  return { turn: { before: pick(was), after: pick(now) } };
};

const indexIn = (game: GameState, card: CardInstance): number =>
  Math.max(0, (game.zones[zoneKeyOf(card.zone)] ?? []).indexOf(card.id));

/**
 * Structural equality of plain data (records may be restored from JSON, with new objects).
 * @category operations
 */
export const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
};
