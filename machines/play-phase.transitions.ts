// The play phase's shared transitions: the answers in a response window, the answers to a card's choice, the active
// player's turn decision, and the invoked self-controlled child (machines/self-controlled.machine.ts).
import type * as Decisions from '../domain/game/decisions';
import type { PlayPhaseContext } from './play-phase.setup';
import type { SelfControlledMoment, SelfControlledOutput } from './self-controlled.machine';

/** Rulings "actions – step 2": an answer in a response window (a response, an interrupt, or a pass). */
const answer = {
  guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
  actions: { type: 'applyAnswer', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
} as const;
export const answers = {
  'card.play': answer,
  'agenda.activate': answer,
  'card.use': answer,
  'tribble.stop': answer,
  'tribbles.draw': answer,
  'card.infiltrate': answer,
  'card.expose': answer,
  'response.pass': answer,
} as const;

/** Rulebook "Playing a Card": an answer to a choice card text asks for after it resolves. */
export const choice = {
  guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
  actions: { type: 'applyChoice', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
} as const;

/** Rulebook "End of Turn": the end-of-turn card draw, or a download in its place (`turn.draw`). */
export const drawChoice = {
  guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
  actions: {
    type: 'applyCommand',
    params: ({ event }: { event: Decisions.Command }) => ({ command: event }),
  },
  target: 'cardDrawn',
} as const;

/** The active player's turn decision (`turn.act`), the same while playing cards and while executing orders. */
export const turnActions = {
  'mission.attempt': {
    guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
    actions: {
      type: 'applyCommand',
      params: ({ event }: { event: Decisions.Command }) => ({ command: event }),
    },
    target: 'attemptingMission',
  },
  'battle.initiate': {
    guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
    actions: {
      type: 'applyCommand',
      params: ({ event }: { event: Decisions.Command }) => ({ command: event }),
    },
    target: 'battling',
  },
  'turn.end': {
    guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
    target: 'endingTurn',
  },
  '*': {
    guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
    // stays in the state (no exit and entry): the decision awaited again is the entry's
    actions: {
      type: 'applyTurnAction',
      params: ({ event }: { event: Decisions.Command }) => ({ command: event }),
    },
  },
} as const;

/** Rulings "battle": the self-controlled cards battle and move on their own (a child actor), then `target`. */
export const selfControlledActing = (moment: SelfControlledMoment, target: string) =>
  ({
    invoke: {
      id: 'selfControlled',
      src: 'selfControlled',
      input: ({ context }: { context: PlayPhaseContext }) => ({ game: context.game, moment }),
      onDone: {
        target,
        actions: {
          type: 'takeGame',
          params: ({ event }: { event: { output: SelfControlledOutput } }) => ({ game: event.output.game }),
        },
      },
    },
    on: { '*': { actions: 'forwardToSelfControlled' } },
  }) as const;
