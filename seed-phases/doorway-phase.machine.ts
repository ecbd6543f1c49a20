// Rulebook "Doorway Phase": the starting player, then the other, commits doorways face down; then all are revealed.
import * as E from 'fp-ts/Either';
import { assign, setup } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import * as Settle from '../domain/game/settle';
import * as DoorwayPhase from '../domain/seed-phases/doorway-phase';

export interface DoorwayPhaseContext {
  readonly game: GameState;
}

export interface DoorwayPhaseInput {
  readonly game: GameState;
}

export interface DoorwayPhaseOutput {
  readonly game: GameState;
}

export type DoorwayPhaseEvent = DoorwayPhase.DoorwayCommand;

export const doorwayPhaseMachine = setup({
  types: {
    context: {} as DoorwayPhaseContext,
    input: {} as DoorwayPhaseInput,
    output: {} as DoorwayPhaseOutput,
    events: {} as DoorwayPhaseEvent,
  },
  guards: {
    isLegal: ({ context }, params: { command: Decisions.Command }) =>
      E.isRight(Decisions.check(params.command)(context.game)),
    isDoorwaySeedingComplete: ({ context }) => DoorwayPhase.isDoorwaySeedingComplete(context.game),
  },
  actions: {
    beginDoorwayPhase: assign(({ context }) => ({ game: DoorwayPhase.begin(context.game) })),
    awaitNextSeeder: assign(({ context }) => ({ game: DoorwayPhase.awaitNextSeeder(context.game) })),
    applyCommand: assign(({ context }, params: { command: Decisions.Command }) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
    /** The doorways revealed, their game events answered (a blank card logged, domain/game/settle.ts). */
    revealDoorways: assign(({ context }) => ({
      game: Settle.answerEvents(DoorwayPhase.reveal(context.game)),
    })),
  },
}).createMachine({
  id: 'doorwayPhase',
  description:
    'Rulebook "Doorway Phase": both players seed doorways on the table at the same time, then reveal them',
  context: ({ input }) => ({ game: input.game }),
  entry: 'beginDoorwayPhase',
  initial: 'seeding',
  states: {
    seeding: {
      description:
        'Rulebook "Doorway Phase": each player in turn, starting player first, seeds doorways face down',
      entry: 'awaitNextSeeder',
      always: { guard: 'isDoorwaySeedingComplete', target: 'revealed', actions: 'revealDoorways' },
      on: {
        'doorway.seed': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'seeding',
          reenter: true,
        },
        'doorway.done': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'seeding',
          reenter: true,
        },
      },
    },
    revealed: {
      description: 'Rulebook "Doorway Phase": all doorways seeded are turned face up together',
      type: 'final',
    },
  },
  output: ({ context }) => ({ game: context.game }),
});
