// The root game machine: the four seed phases → the play phase → game over (a scenario may start in the play phase).
// It owns the game state between phases; each phase's invoked child owns it while that phase runs.
import { assign, forwardTo, setup } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import type { Command } from '../domain/game/decisions';
import { seedPhasesMachine } from '../seed-phases/seed-phases.machine';
import { playPhaseMachine } from './play-phase.machine';

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
    playPhase: playPhaseMachine,
  },
  guards: {
    isInPlayPhase: ({ context }) => context.game.phase === 'play',
  },
  actions: {
    forwardToSeedPhases: forwardTo('seedPhases'),
    forwardToPlayPhase: forwardTo('playPhase'),
    takeGame: assign((_, params: { game: GameState }) => ({ game: params.game })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({ game: input.game }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A new game starts with the seed phases; a scenario built in the play phase starts there',
      always: [{ guard: 'isInPlayPhase', target: 'playPhase' }, { target: 'seedPhases' }],
    },
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
        'Rulebook "Playing the Game": turns until one player wins or both draw decks are exhausted',
      invoke: {
        id: 'playPhase',
        src: 'playPhase',
        input: ({ context }) => ({ game: context.game }),
        onDone: {
          target: 'gameOver',
          actions: { type: 'takeGame', params: ({ event }) => ({ game: event.output.game }) },
        },
      },
      on: { '*': { actions: 'forwardToPlayPhase' } },
    },
    gameOver: {
      description: 'Rulebook "Ending the Game": the result (a win or a draw) is recorded in the game state',
      type: 'final',
    },
  },
});
