// ARCHITECTURE principle 6 and issue #14: the game events that core operations record as they happen, so that card
// abilities and the rules' own consequences react to them (a trigger) instead of being called by the operation. A
// command's events live in `GameState.events` only until the settle step that follows it (domain/game/settle.ts)
// has answered them; no decision point holds any (domain/game/invariants.ts).
import type { CardId, GameState, LocationId, PlayerId, Zone } from './game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook 7.1 (7.1.4, 7.1.5, 7.1.6, "Carried ships"): the movement orders of a ship. */
export type ShipMovement = 'move' | 'dock' | 'undock' | 'land' | 'takeOff' | 'load' | 'launch';

/** Something the game just did that a rule or a card in play may answer. */
export type GameEvent =
  /**
   * Rulings "actions – step 1: initiation": `player` plays `card` (a card play from hand, or a card downloaded and
   * played), recorded as the play is initiated: a card nullified in response was still played.
   */
  | { readonly type: 'card.played'; readonly card: CardId; readonly player: PlayerId }
  /** Rulebook 7.1.5 Move: a ship stops where its move ends; a relocation by card text also puts it there. */
  | { readonly type: 'ship.arrived'; readonly ship: CardId; readonly by: 'move' | 'relocation' }
  /** Rulebook 10.2.1 "Destroyed": a ship destroyed at `location` (by a battle, Rulebook 7.4 stage 8, or a card). */
  | { readonly type: 'ship.destroyed'; readonly ship: CardId; readonly location: LocationId }
  /**
   * Rulebook "Leaving Play": personnel just killed, by one action whatever it was (a battle's resolution, a dilemma, a
   * ship's destruction, any card text), in the order they died; `by`, the player whose action killed them when it is
   * not the battle's or the active player's (an interrupt or a response played by the other player: `actingAs`).
   */
  | { readonly type: 'personnel.killed'; readonly cards: ReadonlyArray<CardId>; readonly by?: PlayerId }
  /**
   * Rulebook "Playing a Card" and "Seed Phases": a card entered play from hand or the seed deck (reported, built,
   * played, seeded, or a doorway seeded face down revealed).
   */
  | { readonly type: 'card.enteredPlay'; readonly card: CardId }
  /** Rulings "passing locations": a ship flew by `location` within one move, without stopping there. */
  | { readonly type: 'ship.passed'; readonly ship: CardId; readonly location: LocationId }
  /**
   * Rulebook 7.2 "Solving a Mission": the mission card `mission` at `location` is solved by `player` ("any gametext
   * triggered by solving the mission is resolved").
   */
  | {
      readonly type: 'mission.solved';
      readonly mission: CardId;
      readonly location: LocationId;
      readonly player: PlayerId;
    }
  /**
   * Rulebook 7.2 "Attempting a Mission": `player`'s mission attempt at `location` ended (solved, failed or ended by a
   * dilemma) with `team` left, the crew or Away Team that finished it; `retroactiveFor`: recorded again for the one
   * card just activated in response to it, whose abilities alone answer it (Rulebook "Playing 'At Any Time'": an
   * activated hidden agenda's "retroactive effect, if a valid response").
   */
  | {
      readonly type: 'attempt.finished';
      readonly team: ReadonlyArray<CardId>;
      readonly player: PlayerId;
      readonly location: LocationId;
      readonly retroactiveFor?: CardId;
    }
  /** Rulebook 7.1: one of a ship's movement orders is done. */
  | { readonly type: 'ship.moved'; readonly ship: CardId; readonly movement: ShipMovement }
  /** Rulebook 7.1.1 Beam, 7.1.2 Walk: a card beamed or walked away from `from`. */
  | {
      readonly type: 'card.transported';
      readonly card: CardId;
      readonly from: Zone;
      readonly by: 'beam' | 'walk';
    };

export type GameEventType = GameEvent['type'];

/** One event of a given type. */
export type EventOf<T extends GameEventType> = Extract<GameEvent, { readonly type: T }>;

/**
 * A consequence the game runs when an event of type `on` was recorded (a triggered ability of a card, or a rule's
 * own consequence): in the settle step, in the order of the settle step's table.
 */
export interface Trigger<T extends GameEventType = GameEventType> {
  /** What it is, as the settle step's table and the log of the rules name it. */
  readonly name: string;
  readonly on: T;
  /** Whether it may matter at all in this game (a card that has it in play): a cheap index lookup. */
  readonly relevant?: (game: GameState) => boolean;
  readonly run: (event: EventOf<T>) => (game: GameState) => GameState;
}

/** A trigger on any one type of event, as the settle step's table holds them. */
export type AnyTrigger = { readonly [T in GameEventType]: Trigger<T> }[GameEventType];

const NO_EVENTS: ReadonlyArray<GameEvent> = [];

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A trigger on events of type `on`.
 * @category constructors
 */
export const trigger = <T extends GameEventType>(definition: Trigger<T>): AnyTrigger =>
  definition as unknown as AnyTrigger;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a trigger answers this event.
 * @category predicates
 */
export const answers = (t: AnyTrigger, event: GameEvent): boolean => t.on === event.type;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game with `events` recorded after those already recorded by the command under way.
 * @category operations
 */
export const recordEvents =
  (...events: ReadonlyArray<GameEvent>) =>
  (game: GameState): GameState => ({ ...game, events: [...(game.events ?? NO_EVENTS), ...events] });

// Rulebook "Leaving Play": the personnel one action kills are killed together, so its kills are one event
/**
 * The game with `card` recorded as just killed: added to the last event recorded when that one is also a kill (the
 * same action's), else a new `personnel.killed` event.
 * @category operations
 */
export const recordKill =
  (card: CardId) =>
  (game: GameState): GameState => {
    const events = game.events ?? NO_EVENTS;
    const last = events[events.length - 1];
    if (last?.type !== 'personnel.killed' || last.by !== undefined)
      return recordEvents({ type: 'personnel.killed', cards: [card] })(game);
    return { ...game, events: [...events.slice(0, -1), { ...last, cards: [...last.cards, card] }] };
  };

// Rulings "actions – step 1: initiation", "step 3: results": a card played (an interrupt between the opponent's
// actions, a response) is its player's action, whoever's turn it is, and so are the kills of its results
/**
 * The game after `f`, the kills `f` recorded (and no action inside it claimed) recorded as `player`'s action.
 * @category operations
 */
export const actingAs =
  (player: PlayerId, f: (game: GameState) => GameState) =>
  (game: GameState): GameState => {
    const { events: earlier, ...rest } = game;
    const after = f(rest);
    const recorded = eventsOf(after).map((e) =>
      e.type === 'personnel.killed' && e.by === undefined ? { ...e, by: player } : e,
    );
    if (earlier === undefined && after.events === undefined) return after;
    return { ...after, events: [...(earlier ?? NO_EVENTS), ...recorded] };
  };

/**
 * The events recorded and not yet answered, oldest first.
 * @category operations
 */
export const eventsOf = (game: GameState): ReadonlyArray<GameEvent> => game.events ?? NO_EVENTS;

/**
 * The game with no event left to answer.
 * @category operations
 */
export const withoutEvents = (game: GameState): GameState => {
  if (game.events === undefined) return game;
  const { events: _answered, ...rest } = game;
  return rest;
};
