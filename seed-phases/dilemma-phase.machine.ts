// Rulebook "Dilemma Phase": four stages of hiding dilemmas and artifacts under missions, one state per stage.
import * as E from 'fp-ts/Either';
import { assign, setup } from 'xstate';
import * as Decisions from '../domain/decisions';
import * as DilemmaPhase from '../domain/dilemma-phase';
import type { GameState } from '../domain/game-state';

export interface DilemmaPhaseContext {
  readonly game: GameState;
}

export interface DilemmaPhaseInput {
  readonly game: GameState;
}

export interface DilemmaPhaseOutput {
  readonly game: GameState;
}

export type DilemmaPhaseEvent = DilemmaPhase.DilemmaCommand;

type StageParams = { readonly stage: DilemmaPhase.DilemmaStage };

export const dilemmaPhaseMachine = setup({
  types: {
    context: {} as DilemmaPhaseContext,
    input: {} as DilemmaPhaseInput,
    output: {} as DilemmaPhaseOutput,
    events: {} as DilemmaPhaseEvent,
  },
  guards: {
    isLegal: ({ context }, params: { command: Decisions.Command }) =>
      E.isRight(Decisions.check(params.command)(context.game)),
    isStageComplete: ({ context }, params: StageParams) =>
      DilemmaPhase.isStageComplete(params.stage)(context.game),
  },
  actions: {
    beginDilemmaPhase: assign(({ context }) => ({ game: DilemmaPhase.begin(context.game) })),
    beginStage: assign(({ context }, params: StageParams) => ({
      game: DilemmaPhase.beginStage(params.stage)(context.game),
    })),
    awaitNextSeeder: assign(({ context }, params: StageParams) => ({
      game: DilemmaPhase.awaitNextSeeder(params.stage)(context.game),
    })),
    applyCommand: assign(({ context }, params: { command: Decisions.Command }) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
  },
}).createMachine({
  id: 'dilemmaPhase',
  description: 'Rulebook "Dilemma Phase": players hide dilemmas and artifacts face down under missions',
  context: ({ input }) => ({ game: input.game }),
  entry: 'beginDilemmaPhase',
  initial: 'opponentsMissions',
  states: {
    opponentsMissions: {
      description:
        'Rulebook "Dilemma Phase", stage 1 Opponent\'s Missions: stacks under the opponent\'s non-shared missions, slid under',
      entry: { type: 'beginStage', params: { stage: 'opponentsMissions' } },
      always: {
        guard: { type: 'isStageComplete', params: { stage: 'opponentsMissions' } },
        target: 'sharedMissions',
      },
      initial: 'deciding',
      states: {
        deciding: {
          entry: { type: 'awaitNextSeeder', params: { stage: 'opponentsMissions' } },
          on: {
            'dilemma.seed': {
              guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
              actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
              target: 'deciding',
              reenter: true,
            },
            'dilemma.done': {
              guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
              actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
              target: 'deciding',
              reenter: true,
            },
          },
        },
      },
    },
    sharedMissions: {
      description:
        'Rulebook "Dilemma Phase", stage 2 Shared Missions: alternating card by card, the bottom mission\'s owner first',
      entry: { type: 'beginStage', params: { stage: 'sharedMissions' } },
      always: {
        guard: { type: 'isStageComplete', params: { stage: 'sharedMissions' } },
        target: 'ownMissions',
      },
      initial: 'deciding',
      states: {
        deciding: {
          entry: { type: 'awaitNextSeeder', params: { stage: 'sharedMissions' } },
          on: {
            'dilemma.seed': {
              guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
              actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
              target: 'deciding',
              reenter: true,
            },
            'dilemma.done': {
              guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
              actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
              target: 'deciding',
              reenter: true,
            },
          },
        },
      },
    },
    ownMissions: {
      description:
        'Rulebook "Dilemma Phase", stage 3 Your Missions: stacks under your own missions, on top (encountered last)',
      entry: { type: 'beginStage', params: { stage: 'ownMissions' } },
      always: {
        guard: { type: 'isStageComplete', params: { stage: 'ownMissions' } },
        target: 'everythingElse',
      },
      initial: 'deciding',
      states: {
        deciding: {
          entry: { type: 'awaitNextSeeder', params: { stage: 'ownMissions' } },
          on: {
            'dilemma.seed': {
              guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
              actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
              target: 'deciding',
              reenter: true,
            },
            'dilemma.done': {
              guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
              actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
              target: 'deciding',
              reenter: true,
            },
          },
        },
      },
    },
    everythingElse: {
      description:
        'Rulebook "Dilemma Phase", stage 4 Everything Else: alternating from the starting player, with passing',
      entry: { type: 'beginStage', params: { stage: 'everythingElse' } },
      always: { guard: { type: 'isStageComplete', params: { stage: 'everythingElse' } }, target: 'complete' },
      initial: 'deciding',
      states: {
        deciding: {
          entry: { type: 'awaitNextSeeder', params: { stage: 'everythingElse' } },
          on: {
            'dilemma.seedElsewhere': {
              guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
              actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
              target: 'deciding',
              reenter: true,
            },
            'dilemma.pass': {
              guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
              actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
              target: 'deciding',
              reenter: true,
            },
          },
        },
      },
    },
    complete: {
      description: 'Rulebook "Dilemma Phase": all four stages are over',
      type: 'final',
    },
  },
  output: ({ context }) => ({ game: context.game }),
});
