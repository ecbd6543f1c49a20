// The play phase's shared transitions: the answers in a response window, the answers to a card's choice, the active
// player's turn decision, the windows a step of the turn opens (each marking the step, where the turn goes on once
// they close: domain/core/turn-step.ts), and the invoked self-controlled child (machines/self-controlled.machine.ts).

import { interruptedAt, type TurnStep } from '../domain/core/turn-step';
import type * as Decisions from '../domain/game/decisions';
import type { PlayPhaseContext } from './play-phase.setup';
import type { SelfControlledOutput } from './self-controlled.machine';

const legal = {
  type: 'isLegal',
  params: ({ event }: { event: Decisions.Command }) => ({ command: event }),
} as const;

const applying = <T extends string>(type: T) =>
  ({ type, params: ({ event }: { event: Decisions.Command }) => ({ command: event }) }) as const;

/** Rulings "actions – step 2": an answer in a response window (a response, an interrupt, or a pass). */
const answer = { guard: legal, actions: applying('applyAnswer') } as const;
export const answers = {
  'card.play': answer,
  'agenda.activate': answer,
  'card.use': answer,
  'card.activate': answer,
  'tribbles.draw': answer,
  'card.infiltrate': answer,
  'card.expose': answer,
  'response.pass': answer,
} as const;

/** Rulebook "Playing a Card": an answer to a choice card text asks for after it resolves. */
const choice = { guard: legal, actions: applying('applyChoice') } as const;
export const choices = {
  'card.choose': choice,
  'choosing.stop': choice,
  'card.decide': choice,
  'card.guess': choice,
  'tribble.play': choice,
  'tribble.discard': choice,
  'trouble.follow': choice,
  'tribbles.spread': choice,
  'tribbles.stay': choice,
} as const;

/** Rulebook "End of Turn": the end-of-turn card draw, or a download in its place (`turn.draw`). */
export const drawChoice = { guard: legal, actions: applying('applyCommand'), target: 'cardDrawn' } as const;

/** The active player's turn decision (`turn.act`), the same while playing cards and while executing orders. */
export const turnActions = {
  'mission.attempt': { guard: legal, actions: applying('applyCommand'), target: 'attemptingMission' },
  'battle.initiate': { guard: legal, actions: applying('applyCommand'), target: 'battling' },
  'turn.end': { guard: legal, actions: 'declareTurnEnd', target: 'endingTurn' },
  // stays in the state (no exit and entry): the decision awaited again is the entry's; the other player's plays "at
  // any time" between the active player's actions come here too (Rulebook "Playing 'At Any Time'",
  // domain/responses/between-actions.ts), and the turn decision is awaited again once they complete
  '*': { guard: legal, actions: applying('applyTurnAction') },
} as const;

const interrupting = (step: TurnStep) => ({ type: 'interruptAt', params: { step } }) as const;

/** Rulebook "Playing a Card": a choice card text asks for opens at `step`; the turn goes on there once it is made. */
export const choosingAt = (step: TurnStep) =>
  ({ guard: 'isChoosing', target: 'choosing', actions: interrupting(step) }) as const;

/** Rulings "actions – step 2": a response window opens at `step`; the turn goes on there once it closes. */
export const respondingAt = (step: TurnStep) =>
  ({ guard: 'isResponding', target: 'responding', actions: interrupting(step) }) as const;

/** Rulings "battle": the self-controlled cards act at `step`; the turn goes on there once they are done. */
export const selfControlledAt = (step: TurnStep) =>
  ({
    guard: { type: 'hasSelfControlledActs', params: { step } },
    target: 'selfControlledActing',
    actions: interrupting(step),
  }) as const;

/** Rulings "battle": the self-controlled cards battle and move on their own (a child actor), at the marked step. */
export const selfControlledActing = {
  invoke: {
    id: 'selfControlled',
    src: 'selfControlled',
    input: ({ context }: { context: PlayPhaseContext }) => ({
      game: context.game,
      moment: interruptedAt(context.game),
    }),
    onDone: {
      target: 'resuming',
      actions: {
        type: 'takeGame',
        params: ({ event }: { event: { output: SelfControlledOutput } }) => ({ game: event.output.game }),
      },
    },
  },
  on: { '*': { actions: 'forwardToSelfControlled' } },
} as const;

/** Where the turn goes on once the windows close: the step marked, the mark cleared. */
export const resumingAt = (step: TurnStep) =>
  ({ guard: { type: 'isResumingAt', params: { step } }, target: step }) as const;
