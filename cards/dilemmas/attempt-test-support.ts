// Test support for dilemma and mission-attempt tests: runs the mission-attempt machine on a scenario position,
// feeding it the given answers in order, and returns where it stopped.
import { createActor } from 'xstate';
import type { GameState } from '../../domain/core/game-state';
import type { Scenario } from '../../domain/game/scenario';
import type {
  AttemptReport,
  AttemptRequest,
  ChooseCommand,
  DecideCommand,
} from '../../domain/mission-attempt';
import { type Command, type Game, legalActions, log, pending, state } from '../../machines/engine';
import { sent } from '../../machines/engine-test-support';
import { missionAttemptMachine } from '../../machines/mission-attempt.machine';

/** Where an attempt stopped: finished (with its report), or waiting on a choice. */
export interface AttemptRun {
  readonly game: GameState;
  readonly report: AttemptReport | null;
  readonly state: string;
}

/**
 * Runs a mission attempt from `game`, answering its choices with `answers` in order.
 */
export const runAttempt = (
  game: GameState,
  request: AttemptRequest,
  answers: ReadonlyArray<ChooseCommand | DecideCommand> = [],
): AttemptRun => {
  const actor = createActor(missionAttemptMachine, { input: { game, attempt: request } }).start();
  for (const answer of answers) actor.send(answer);
  const snapshot = actor.getSnapshot();
  return snapshot.status === 'done'
    ? { game: snapshot.output.game, report: snapshot.output.report, state: String(snapshot.value) }
    : { game: snapshot.context.game, report: null, state: String(snapshot.value) };
};

/** A planet attempt by `player` at the location of `mission` (a card id). */
export const onPlanet = (player: string, mission: string): AttemptRequest => ({
  player,
  location: mission,
  ship: null,
});

/** A space attempt by `player` at the location of `mission` with `ship` (card ids). */
export const onShip = (player: string, mission: string, ship: string): AttemptRequest => ({
  player,
  location: mission,
  ship,
});

/**
 * Drives the engine game through the battle under way and what follows to the active player's next turn decision:
 * each stronger adversary's controller strikes as hard as allowed (Rulebook 7.4 stage 4 Combat), any other decision
 * takes the first legal command.
 */
export const fightToTheEnd = (game: Game): GameState => {
  for (let step = 0; step < 50 && pending(game)?.decision !== 'turn.act'; step += 1) {
    const actions = legalActions(game);
    const strike = actions.find((c) => c.type === 'battle.strike' && c.strike === 'mortallyWound');
    const next =
      strike ?? actions.find((c) => c.type === 'battle.strike' && c.strike === 'stun') ?? actions[0];
    if (next === undefined) throw new Error('the battle waits on no one');
    sent(game, next);
  }
  return state(game);
};

/** p1's attempt, through the engine, of the scenario's mission titled `mission`. */
export const attemptOf = (s: Scenario, mission: string): Command => ({
  type: 'mission.attempt',
  player: 'p1',
  location: s.id(mission),
});

/** p2's choice of the cards of a dilemma's download (`attempt.choose`). */
export const opponentChooses = (cards: ReadonlyArray<string>): Command => ({
  type: 'attempt.choose',
  player: 'p2',
  cards,
});

/** Every event the game's log has recorded, in order. */
export const loggedEvents = (game: Game): ReadonlyArray<string> => log(game).flatMap((entry) => entry.events);
