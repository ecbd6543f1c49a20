// How a game begins (the constructors of the engine facade, machines/engine.ts): from two decks and a seed
// (`createGame`), or from a scenario state at the start of a turn (`startGame`) or mid-turn (`resumeGame`).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as DeckValidation from '../domain/card-effects/deck-validation';
import type { GameState, PlayerId } from '../domain/core/game-state';
import { checkInvariants } from '../domain/game/invariants';
import { whyNotResumable } from '../domain/game/scenario-turn';
import * as Setup from '../domain/seed-phases/setup';
import type { Game, GameOptions, ScenarioError } from './engine-model';
import { gameMachine } from './game.machine';
import { gameWith, runningGameMachine, startActor, withInspector } from './game-handle';
import * as GameLog from './game-log';
import { checkGameOptions } from './game-options';
import { withPlainContext } from './plain-context';
import { playPhaseMachine } from './play-phase.machine';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * Starts a game between two legal decks from a seed; the same decks, seed and commands always give the same game.
 * An illegal deck is refused with every problem listed; malformed options with the path of what is wrong
 * (machines/game-options.ts).
 */
export const createGame = (options: GameOptions): E.Either<Setup.SetupError, Game> =>
  pipe(
    checkGameOptions(options),
    E.flatMap((checked) =>
      pipe(
        Setup.newGame(checked),
        E.flatMap((initial) => E.as(initial)(checkImplemented(checked))),
        E.map((initial) => gameFromSetup(initial, checked)),
      ),
    ),
  );

const gameFromSetup = (initial: GameState, options: GameOptions): Game =>
  withInspector(
    gameWith(
      {
        kind: 'decks',
        decks: options.decks,
        seed: options.seed,
        startingPlayer: initial.players[0].id,
        ...(options.players === undefined ? {} : { players: options.players }),
        ...(options.rules === undefined ? {} : { rules: options.rules }),
        ...(options.allowUnimplemented === true ? { allowUnimplemented: true } : {}),
      },
      { actor: startActor(initial, options.inspect), log: GameLog.emptyLog() },
    ),
    options.inspect,
  );

// README "No silent blank cards": each deck's cards whose game text is not implemented, unless allowed
const checkImplemented = (options: GameOptions): E.Either<Setup.SetupError, void> => {
  if (options.allowUnimplemented === true) return E.right(undefined);
  const ids = options.players ?? ['p1', 'p2'];
  for (const [index, deck] of options.decks.entries()) {
    const problems = DeckValidation.unimplementedCards(deck);
    const player = ids[index] as PlayerId;
    if (problems.length > 0)
      return E.left({
        rule: DeckValidation.UNIMPLEMENTED,
        message: `${player}'s deck has cards whose game text is not implemented (pass allowUnimplemented: true to play them as blank cards): ${problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`,
        player,
        problems,
      });
  }
  return E.right(undefined);
};

/** The game machine whose play phase begins where the state is, mid-turn (machines/play-phase.machine.ts). */
const midTurnGameMachine = withPlainContext(
  gameMachine.provide({
    actors: { playPhase: playPhaseMachine.provide({ guards: { isResumingMidTurn: () => true } }) },
  }),
);

/** A game started from a scenario state (at the start of a turn, or `midTurn`) once its bookkeeping holds. */
const fromScenario = (
  initial: GameState,
  inspect: GameOptions['inspect'],
  midTurn: boolean,
): E.Either<ScenarioError, Game> => {
  const problems = checkInvariants(initial);
  if (problems.length > 0)
    return E.left({ rule: 'Scenario', message: `The scenario state is broken: ${problems[0]}` });
  const machine = midTurn ? midTurnGameMachine : runningGameMachine;
  return E.right(
    withInspector(
      gameWith(
        { kind: 'scenario', initial, ...(midTurn ? { midTurn: true } : {}) },
        { actor: startActor(initial, inspect, machine), log: GameLog.emptyLog() },
      ),
      inspect,
    ),
  );
};

/**
 * Starts a game from a state built by the scenario builder: in a seed phase where the state is, or in the play phase
 * at the start of the active player's turn. A state that breaks the bookkeeping (a card in two places) is refused.
 */
export const startGame = (
  initial: GameState,
  inspect?: GameOptions['inspect'],
): E.Either<ScenarioError, Game> => fromScenario(initial, inspect, false);

/**
 * Starts a game from a play-phase state built by the scenario builder exactly where it is in the active player's
 * turn: stopped cards stay stopped, the normal card play, orders begun, RANGE spent, scores and completed missions as
 * the state says (`startGame` begins the turn afresh). The active player's turn decision is pending, or the window or
 * choice the state has open between their actions; a state in a battle, a mission attempt, or the start or end of the
 * turn is refused (`rule: 'Scenario'`, saying why): restore a persisted game to continue from there.
 */
export const resumeGame = (
  initial: GameState,
  inspect?: GameOptions['inspect'],
): E.Either<ScenarioError, Game> => {
  if (initial.phase !== 'play')
    return E.left({ rule: 'Scenario', message: 'Only a play-phase state can be resumed mid-turn.' });
  const why = whyNotResumable(initial);
  return why === null
    ? fromScenario(initial, inspect, true)
    : E.left({ rule: 'Scenario', message: `This state cannot be resumed where it is: ${why}.` });
};
