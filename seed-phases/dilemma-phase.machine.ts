// Rulebook "Dilemma Phase": four stages of hiding dilemmas and artifacts under missions, one state per stage.
import * as E from 'fp-ts/Either';
import { assign, setup } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import * as DilemmaPhase from '../domain/seed-phases/dilemma-phase';

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

const commandParams = ({ event }: { readonly event: DilemmaPhaseEvent }) => ({ command: event });

// A legal seeding decision is applied and the seeder decides again.
const decide = {
  guard: { type: 'isLegal', params: commandParams },
  actions: { type: 'applyCommand', params: commandParams },
  target: 'deciding',
  reenter: true,
} as const;

const underMissionEvents = { 'dilemma.seed': decide, 'dilemma.done': decide } as const;
const elsewhereEvents = { 'dilemma.seedElsewhere': decide, 'dilemma.pass': decide } as const;

// One Dilemma Phase stage: seeders decide in turn until the stage is complete, then `next`.
const stageState = <On>(stage: DilemmaPhase.DilemmaStage, description: string, next: string, on: On) =>
  ({
    description,
    entry: { type: 'beginStage', params: { stage } },
    always: { guard: { type: 'isStageComplete', params: { stage } }, target: next },
    initial: 'deciding',
    states: {
      deciding: { entry: { type: 'awaitNextSeeder', params: { stage } }, on },
    },
  }) as const;

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
    opponentsMissions: stageState(
      'opponentsMissions',
      'Rulebook "Dilemma Phase", stage 1 Opponent\'s Missions: stacks under the opponent\'s non-shared missions, slid under',
      'sharedMissions',
      underMissionEvents,
    ),
    sharedMissions: stageState(
      'sharedMissions',
      'Rulebook "Dilemma Phase", stage 2 Shared Missions: alternating card by card, the bottom mission\'s owner first',
      'ownMissions',
      underMissionEvents,
    ),
    ownMissions: stageState(
      'ownMissions',
      'Rulebook "Dilemma Phase", stage 3 Your Missions: stacks under your own missions, on top (encountered last)',
      'everythingElse',
      underMissionEvents,
    ),
    everythingElse: stageState(
      'everythingElse',
      'Rulebook "Dilemma Phase", stage 4 Everything Else: alternating from the starting player, with passing',
      'complete',
      elsewhereEvents,
    ),
    complete: {
      description: 'Rulebook "Dilemma Phase": all four stages are over',
      type: 'final',
    },
  },
  output: ({ context }) => ({ game: context.game }),
});
