// Rulebook "Facility Phase": players alternate seeding one facility at a time until both have passed.
import * as E from 'fp-ts/Either';
import { assign, setup } from 'xstate';
import type { GameState } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import * as FacilityPhase from '../domain/seed-phases/facility-phase';

export interface FacilityPhaseContext {
  readonly game: GameState;
}

export interface FacilityPhaseInput {
  readonly game: GameState;
}

export interface FacilityPhaseOutput {
  readonly game: GameState;
}

export type FacilityPhaseEvent = FacilityPhase.FacilityCommand;

export const facilityPhaseMachine = setup({
  types: {
    context: {} as FacilityPhaseContext,
    input: {} as FacilityPhaseInput,
    output: {} as FacilityPhaseOutput,
    events: {} as FacilityPhaseEvent,
  },
  guards: {
    isLegal: ({ context }, params: { command: Decisions.Command }) =>
      E.isRight(Decisions.check(params.command)(context.game)),
    isFacilityPhaseComplete: ({ context }) => FacilityPhase.isFacilityPhaseComplete(context.game),
  },
  actions: {
    beginFacilityPhase: assign(({ context }) => ({ game: FacilityPhase.begin(context.game) })),
    awaitNextSeeder: assign(({ context }) => ({ game: FacilityPhase.awaitNextSeeder(context.game) })),
    applyCommand: assign(({ context }, params: { command: Decisions.Command }) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
  },
}).createMachine({
  id: 'facilityPhase',
  description: 'Rulebook "Facility Phase": players establish their bases',
  context: ({ input }) => ({ game: input.game }),
  entry: 'beginFacilityPhase',
  initial: 'seeding',
  states: {
    seeding: {
      description:
        'Rulebook "Facility Phase": starting player first, players alternate seeding one facility (or site, or one [HA] card face down) at a time, or pass',
      entry: 'awaitNextSeeder',
      always: { guard: 'isFacilityPhaseComplete', target: 'complete' },
      on: {
        'facility.seed': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'seeding',
          reenter: true,
        },
        'site.seed': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'seeding',
          reenter: true,
        },
        'agenda.seed': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'seeding',
          reenter: true,
        },
        'card.seed': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'seeding',
          reenter: true,
        },
        'facility.pass': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyCommand', params: ({ event }) => ({ command: event }) },
          target: 'seeding',
          reenter: true,
        },
      },
    },
    complete: {
      description: 'Rulebook "Facility Phase": both players have passed',
      type: 'final',
    },
  },
  output: ({ context }) => ({ game: context.game }),
});
