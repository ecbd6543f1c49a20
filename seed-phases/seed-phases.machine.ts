// Rulebook "Seed Phases": the doorway, mission, dilemma and facility phases in order, each an invoked child that
// owns the game state while it runs, then the end of the seed phases (unused seed cards out, starting hands).
import { assign, forwardTo, setup } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import type * as Decisions from '../domain/game/decisions';
import * as SeedEnd from '../domain/seed-phases/seed-end';
import { dilemmaPhaseMachine } from './dilemma-phase.machine';
import { doorwayPhaseMachine } from './doorway-phase.machine';
import { facilityPhaseMachine } from './facility-phase.machine';
import { missionPhaseMachine } from './mission-phase.machine';

export interface SeedPhasesContext {
  readonly game: GameState;
}

export interface SeedPhasesInput {
  readonly game: GameState;
}

export interface SeedPhasesOutput {
  readonly game: GameState;
}

export const seedPhasesMachine = setup({
  types: {
    context: {} as SeedPhasesContext,
    input: {} as SeedPhasesInput,
    output: {} as SeedPhasesOutput,
    events: {} as Decisions.Command,
  },
  actors: {
    doorwayPhase: doorwayPhaseMachine,
    missionPhase: missionPhaseMachine,
    dilemmaPhase: dilemmaPhaseMachine,
    facilityPhase: facilityPhaseMachine,
  },
  actions: {
    takeGame: assign((_, params: { game: GameState }) => ({ game: params.game })),
    endSeedPhases: assign(({ context }) => ({ game: SeedEnd.endSeedPhases(context.game) })),
    forwardToDoorwayPhase: forwardTo('doorwayPhase'),
    forwardToMissionPhase: forwardTo('missionPhase'),
    forwardToDilemmaPhase: forwardTo('dilemmaPhase'),
    forwardToFacilityPhase: forwardTo('facilityPhase'),
  },
}).createMachine({
  id: 'seedPhases',
  description: 'Rulebook "Seed Phases": four seed phases in order, the starting player first in each',
  context: ({ input }) => ({ game: input.game }),
  initial: 'doorwayPhase',
  states: {
    doorwayPhase: {
      description: 'Rulebook "Doorway Phase"',
      invoke: {
        id: 'doorwayPhase',
        src: 'doorwayPhase',
        input: ({ context }) => ({ game: context.game }),
        onDone: {
          target: 'missionPhase',
          actions: { type: 'takeGame', params: ({ event }) => event.output },
        },
      },
      on: { '*': { actions: 'forwardToDoorwayPhase' } },
    },
    missionPhase: {
      description: 'Rulebook "Mission Phase"',
      invoke: {
        id: 'missionPhase',
        src: 'missionPhase',
        input: ({ context }) => ({ game: context.game }),
        onDone: {
          target: 'dilemmaPhase',
          actions: { type: 'takeGame', params: ({ event }) => event.output },
        },
      },
      on: { '*': { actions: 'forwardToMissionPhase' } },
    },
    dilemmaPhase: {
      description: 'Rulebook "Dilemma Phase"',
      invoke: {
        id: 'dilemmaPhase',
        src: 'dilemmaPhase',
        input: ({ context }) => ({ game: context.game }),
        onDone: {
          target: 'facilityPhase',
          actions: { type: 'takeGame', params: ({ event }) => event.output },
        },
      },
      on: { '*': { actions: 'forwardToDilemmaPhase' } },
    },
    facilityPhase: {
      description: 'Rulebook "Facility Phase"',
      invoke: {
        id: 'facilityPhase',
        src: 'facilityPhase',
        input: ({ context }) => ({ game: context.game }),
        onDone: {
          target: 'complete',
          actions: [{ type: 'takeGame', params: ({ event }) => event.output }, 'endSeedPhases'],
        },
      },
      on: { '*': { actions: 'forwardToFacilityPhase' } },
    },
    complete: {
      description:
        'Rulebook "Facility Phase": unused seed cards out of play, draw decks shuffled, seven cards drawn; play begins',
      type: 'final',
    },
  },
  output: ({ context }) => ({ game: context.game }),
});
