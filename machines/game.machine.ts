// The root game machine: setup → the four seed phases → the play phase → game over.
// It owns the game state between phases; each phase's invoked child owns it while that phase runs.
import { assign, forwardTo, setup } from 'xstate';
import type { Command } from '../domain/decisions';
import type { GameState } from '../domain/game-state';
import { seedPhasesMachine } from '../seed-phases/seed-phases.machine';

export interface GameContext {
  readonly game: GameState;
}

export interface GameInput {
  readonly game: GameState;
}

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    input: {} as GameInput,
    events: {} as Command,
  },
  actors: {
    seedPhases: seedPhasesMachine,
  },
  actions: {
    forwardToSeedPhases: forwardTo('seedPhases'),
    takeGame: assign((_, params: { game: GameState }) => ({ game: params.game })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({ game: input.game }),
  initial: 'seedPhases',
  states: {
    seedPhases: {
      description:
        'Rulebook "Seed Phases": doorway, mission, dilemma and facility phases, then the opening hands',
      invoke: {
        id: 'seedPhases',
        src: 'seedPhases',
        input: ({ context }) => ({ game: context.game }),
        onDone: {
          target: 'playPhase',
          actions: { type: 'takeGame', params: ({ event }) => ({ game: event.output.game }) },
        },
      },
      on: { '*': { actions: 'forwardToSeedPhases' } },
    },
    playPhase: {
      description:
        'Rulebook "Playing the Game": turns until one player wins (the turn machine is a later issue)',
    },
  },
});
