// ARCHITECTURE principle 6 and issue #14: the one settle step after every command. The command's operations recorded
// game events (domain/core/game-events.ts); the settle step answers them, then runs the state-based checks, in this
// order:
// 1. the events, oldest first; each answered by the triggers of `triggers` on its type, in the table's order (a
//    trigger that says it cannot matter in this game, no card in play having it, is skipped); events recorded while
//    answering are answered next, in turn;
// 2. the state-based checks of `checks`, in the table's order (a check that declares what it depends on is skipped when
//    the game holds none of it: it could change nothing).
// The play phase adds its own checks between actions (dilemmas in play, Alien Parasites' control: `betweenActions`).
// A rule or a card that reacts to something the game did adds a trigger here; no operation calls it by hand.
import * as BlankCards from '../card-effects/blank-cards';
import * as KillResponses from '../card-effects/kill-responses';
import * as Triggered from '../card-effects/triggered';
import * as HouseArrest from '../cards-in-play/house-arrest';
import {
  type AnyTrigger,
  eventsOf,
  type GameEvent,
  type GameEventType,
  withoutEvents,
} from '../core/game-events';
import type { GameState } from '../core/game-state';
import * as Lasting from '../dilemma-effects/lasting';
import { isInfiltrationInPlay } from '../infiltration/infiltration';
import { settleInfiltrators } from '../infiltration/infiltration-exposure';
import * as Holograms from '../special-rules/holograms';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The triggers, in the order they answer one event. */
export const triggers: ReadonlyArray<AnyTrigger> = [
  // card.transported: Rulebook "Holograms", then 10.2.10 House Arrest
  Holograms.settlesWhereTransported,
  HouseArrest.releasesWhenTransported,
  // ship.passed: the declared cards' triggered abilities (Subspace Warp Rift)
  Triggered.onShipPassed,
  // ship.arrived: the declared cards' triggered abilities (Spacedock, Gaps in Normal Space, Escape Pod)
  Triggered.onShipArrived,
  // ship.moved: the declared cards' triggered abilities (... in the Engine Room)
  Triggered.onShipMoved,
  // ship.destroyed: the declared cards' triggered abilities (Escape Pod)
  Triggered.onShipDestroyed,
  // card.played: the declared cards' triggered abilities (The Line Must Be Drawn Here)
  Triggered.onCardPlayed,
  // personnel.killed: the valid responses to a kill, whatever killed them (Klingon Death Yell)
  KillResponses.opensOnKill,
  // card.enteredPlay: README "No silent blank cards", a card whose text is not implemented logged
  BlankCards.logsBlankEntry,
  // mission.solved: the declared cards' triggered abilities (Espionage)
  Triggered.onMissionSolved,
  // attempt.finished: the declared cards' triggered abilities (Mission Debriefing)
  Triggered.onAttemptFinished,
];

/** A check of the whole state after every command (a state-based rule). */
interface StateCheck {
  readonly name: string;
  /** What the check depends on: false when the game holds none of it, and `run` would return the game unchanged. */
  readonly relevant?: (game: GameState) => boolean;
  readonly run: (game: GameState) => GameState;
}

/** The state-based checks after every command, in order. */
export const checks: ReadonlyArray<StateCheck> = [
  {
    name: 'Rulebook 7.9.1 Exposure: infiltrators exposed',
    relevant: isInfiltrationInPlay,
    run: settleInfiltrators,
  },
];

/** The events a chain of consequences may add before the step gives up (each answered one may record more). */
const MAX_ROUNDS = 100;

const byType: ReadonlyMap<GameEventType, ReadonlyArray<AnyTrigger>> = (() => {
  const index = new Map<GameEventType, AnyTrigger[]>();
  for (const t of triggers) index.set(t.on, [...(index.get(t.on) ?? []), t]);
  return index;
})();

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after the settle step that follows every command: its events answered, then the state-based checks.
 * @category operations
 */
export const afterCommand = (game: GameState): GameState =>
  checks.reduce((g, check) => (check.relevant?.(g) === false ? g : check.run(g)), answerEvents(game));

// Rulebook "Dilemmas": cures and nullifiers met "at any time"; Alien Parasites "until 'stopped'"
/**
 * The play phase's checks between two actions (never in the middle of an attempt or a battle): dilemmas in play
 * refreshed, cured or nullified, Alien Parasites' control ended (domain/dilemma-effects/lasting.ts).
 * @category operations
 */
export const betweenActions = (game: GameState): GameState => Lasting.settle(game);

/**
 * The game events recorded so far answered (step 1 of the settle step), for a machine whose own step records them
 * within a command (the ship battle's resolution, Rulebook 7.4 stage 8: `ship.destroyed`).
 * @category operations
 */
export const answerEvents = (game: GameState): GameState => {
  let settled = game;
  for (let round = 0; eventsOf(settled).length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Error('settle: game events keep causing one another');
    const events = eventsOf(settled);
    settled = withoutEvents(settled);
    for (const event of events) settled = answer(event, settled);
  }
  return settled;
};

// Helpers

const answer = (event: GameEvent, game: GameState): GameState =>
  (byType.get(event.type) ?? []).reduce(
    (g, t) =>
      t.relevant?.(g) === false ? g : (t.run as (e: GameEvent) => (game: GameState) => GameState)(event)(g),
    game,
  );
