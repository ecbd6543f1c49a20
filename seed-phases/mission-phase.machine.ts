// Rulebook "Mission Phase": both mission piles shuffled, then players alternate placing their top mission.
import * as E from 'fp-ts/Either';
import { assign, setup } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import * as MissionPhase from '../domain/seed-phases/mission-phase';

export interface MissionPhaseContext {
  readonly game: GameState;
}

export interface MissionPhaseInput {
  readonly game: GameState;
}

export interface MissionPhaseOutput {
  readonly game: GameState;
}

export type MissionPhaseEvent = MissionPhase.MissionCommand;

export const missionPhaseMachine = setup({
  types: {
    context: {} as MissionPhaseContext,
    input: {} as MissionPhaseInput,
    output: {} as MissionPhaseOutput,
    events: {} as MissionPhaseEvent,
  },
  guards: {
    isLegal: ({ context }, params: { command: Decisions.Command }) =>
      E.isRight(Decisions.check(params.command)(context.game)),
    isMissionPhaseComplete: ({ context }) => MissionPhase.isMissionPhaseComplete(context.game),
  },
  actions: {
    shuffleMissionPiles: assign(({ context }) => ({ game: MissionPhase.begin(context.game) })),
    awaitNextPlacer: assign(({ context }) => ({ game: MissionPhase.awaitNextPlacer(context.game) })),
    applyCommand: assign(({ context }, params: { command: Decisions.Command }) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
  },
}).createMachine({
  id: 'missionPhase',
  description: 'Rulebook "Mission Phase": players create the spacelines from their six missions',
  context: ({ input }) => ({ game: input.game }),
  entry: 'shuffleMissionPiles',
  initial: 'placing',
  states: {
    placing: {
      description:
        'Rulebook "Mission Phase": starting player first, players alternate drawing their top mission and placing it',
      entry: 'awaitNextPlacer',
      always: { guard: 'isMissionPhaseComplete', target: 'complete' },
      on: {
        'mission.place': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'placing',
          reenter: true,
        },
      },
    },
    complete: {
      description: 'Rulebook "Mission Phase": both players have placed all their missions',
      type: 'final',
    },
  },
  output: ({ context }) => ({ game: context.game }),
});
