// Rulebook "Playing the Game": the play phase, turn after turn. Each turn: start-of-turn (stopped cards unstop,
// persona replacement), card play, orders and mission attempts, end of turn (countdown icons, then the draw, last),
// then the other player's turn; the game ends when `Victory` says so. One actor runs every turn: no child per turn
// or per step; a mission attempt is an invoked child (machines/mission-attempt.machine.ts) while it runs.
import * as E from 'fp-ts/Either';
import { assign, forwardTo, setup } from 'xstate';
import * as Decisions from '../domain/decisions';
import * as Lasting from '../domain/dilemma-effects/lasting';
import type { DecisionKind, GameState } from '../domain/game-state';
import * as Attempt from '../domain/mission-attempt';
import * as PersonaReplacement from '../domain/persona-replacement';
import * as Turn from '../domain/turn';
import * as Victory from '../domain/victory';
import { missionAttemptMachine } from './mission-attempt.machine';

export interface PlayPhaseContext {
  readonly game: GameState;
}

export interface PlayPhaseInput {
  readonly game: GameState;
}

export interface PlayPhaseOutput {
  readonly game: GameState;
}

export const playPhaseMachine = setup({
  types: {
    context: {} as PlayPhaseContext,
    input: {} as PlayPhaseInput,
    output: {} as PlayPhaseOutput,
    events: {} as Decisions.Command,
  },
  actors: {
    missionAttempt: missionAttemptMachine,
  },
  guards: {
    isLegal: ({ context }, params: { command: Decisions.Command }) =>
      E.isRight(Decisions.check(params.command)(context.game)),
    canReplacePersona: ({ context }) =>
      PersonaReplacement.canReplaceAny(context.game.turn.active)(context.game),
    haveOrdersBegun: ({ context }) => Turn.haveOrdersBegun(context.game),
    isGameOver: ({ context }) => Victory.isGameOver(context.game),
  },
  actions: {
    beginTurn: assign(({ context }) => ({ game: Turn.beginTurn(context.game) })),
    awaitActivePlayer: assign(({ context }, params: { decision: DecisionKind }) => ({
      game: Turn.awaitActivePlayer(params.decision)(context.game),
    })),
    applyCommand: assign(({ context }, params: { command: Decisions.Command }) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
    takeGame: assign((_, params: { game: GameState }) => ({ game: params.game })),
    settleDilemmas: assign(({ context }) => ({ game: Lasting.settle(context.game) })),
    forwardToMissionAttempt: forwardTo('missionAttempt'),
    endTurn: assign(({ context }) => ({ game: Turn.endTurn(context.game) })),
    passTurn: assign(({ context }) => ({ game: Turn.passTurn(context.game) })),
    endGame: assign(({ context }) => ({ game: Victory.endGame(context.game) })),
  },
}).createMachine({
  id: 'playPhase',
  description:
    'Rulebook "Playing the Game": the starting player takes the first turn, then players alternate',
  context: ({ input }) => ({ game: input.game }),
  initial: 'startOfTurn',
  states: {
    startOfTurn: {
      description:
        "Rulebook 10.2.1 Stopped: stopped cards unstop at the start of either player's next turn; start-of-turn actions",
      entry: 'beginTurn',
      always: [{ guard: 'canReplacePersona', target: 'replacingPersonas' }, { target: 'playingCards' }],
    },
    replacingPersonas: {
      description:
        'Rulebook "Persona Replacement": before the normal card play, exchange versions of your personas, all at once',
      entry: { type: 'awaitActivePlayer', params: { decision: 'turn.replacePersonas' } },
      on: {
        'persona.replace': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: [{ type: 'applyCommand', params: ({ event }) => ({ command: event }) }, 'settleDilemmas'],
          target: 'playingCards',
        },
        'persona.pass': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          target: 'playingCards',
        },
      },
    },
    playingCards: {
      description:
        'Rulebook "Play a Card": one normal card play at the start of the turn; the first order forfeits it',
      entry: { type: 'awaitActivePlayer', params: { decision: 'turn.act' } },
      always: [
        { guard: 'isGameOver', target: 'gameOver' },
        { guard: 'haveOrdersBegun', target: 'executingOrders' },
      ],
      on: {
        'mission.attempt': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'attemptingMission',
        },
        'turn.end': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          target: 'endOfTurn',
        },
        '*': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: [{ type: 'applyCommand', params: ({ event }) => ({ command: event }) }, 'settleDilemmas'],
          target: 'playingCards',
          reenter: true,
        },
      },
    },
    executingOrders: {
      description:
        'Rulebook "Execute Orders": move, beam, dock, attempt missions; no more card plays this turn',
      entry: { type: 'awaitActivePlayer', params: { decision: 'turn.act' } },
      always: { guard: 'isGameOver', target: 'gameOver' },
      on: {
        'mission.attempt': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'attemptingMission',
        },
        'turn.end': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          target: 'endOfTurn',
        },
        '*': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: [{ type: 'applyCommand', params: ({ event }) => ({ command: event }) }, 'settleDilemmas'],
          target: 'executingOrders',
          reenter: true,
        },
      },
    },
    attemptingMission: {
      description: 'Rulebook 7.2 "Attempting a Mission": the attempt runs as one action, then orders go on',
      invoke: {
        id: 'missionAttempt',
        src: 'missionAttempt',
        // the only way in is a legal 'mission.attempt' command
        input: ({ context, event }) => ({
          game: context.game,
          attempt: Attempt.toRequest(event as Attempt.AttemptCommand),
        }),
        onDone: {
          target: 'executingOrders',
          actions: [
            { type: 'takeGame', params: ({ event }) => ({ game: event.output.game }) },
            'settleDilemmas',
          ],
        },
      },
      on: { '*': { actions: 'forwardToMissionAttempt' } },
    },
    endOfTurn: {
      description:
        'Rulebook "End of Turn": end-of-turn actions (dilemmas in play, countdown icons), then the card draw, the very last thing',
      entry: 'endTurn',
      always: [
        { guard: 'isGameOver', target: 'gameOver' },
        { target: 'startOfTurn', actions: 'passTurn' },
      ],
    },
    gameOver: {
      description:
        'Rulebook "Ending the Game": 100 points with a planet and a space mission, or both decks exhausted',
      type: 'final',
      entry: 'endGame',
    },
  },
  output: ({ context }) => ({ game: context.game }),
});
