// Rulings "battle": "The Borg Ship dilemma and Rogue Borg are considered self-controlled": the battles and moves no
// player initiates, run as one invoked child of the play phase (machines/play-phase.machine.ts) while they last, at the
// step of the turn the play phase stands at (domain/card-effects/self-controlled-acts.ts says what is due at each: the start
// of the turn, "now" between actions, the end of the turn). Each battle is an invoked child (battle/battle.machine.ts);
// the game comes back as the output.
import { assign, forwardTo, setup } from 'xstate';
import { type BattleInput, type BattleOutput, battleMachine } from '../battle/battle.machine';
import * as SelfControlled from '../domain/battle-rules/self-controlled';
import * as SelfControlledActs from '../domain/card-effects/self-controlled-acts';
import type { GameState } from '../domain/core/game-state';
import type { TurnStep } from '../domain/core/turn-step';
import * as Lasting from '../domain/dilemma-effects/lasting';

/** The step of the turn the self-controlled cards act at (the play phase's, where the turn goes on afterwards). */
export type SelfControlledMoment = TurnStep;

export interface SelfControlledContext {
  readonly game: GameState;
  readonly moment: SelfControlledMoment;
}

export interface SelfControlledInput {
  readonly game: GameState;
  readonly moment: SelfControlledMoment;
}

export interface SelfControlledOutput {
  readonly game: GameState;
}

/** The game a finished battle gives back. */
const battleResult = {
  type: 'takeBattleResult',
  params: ({ event }: { event: { output: BattleOutput } }) => ({ game: event.output.game }),
} as const;

export const selfControlledMachine = setup({
  types: {
    context: {} as SelfControlledContext,
    input: {} as SelfControlledInput,
    output: {} as SelfControlledOutput,
  },
  actors: { battle: battleMachine },
  guards: {
    hasBattleDue: ({ context }) => SelfControlledActs.hasBattleDue(context.moment)(context.game),
    hasMoveDue: ({ context }) => SelfControlledActs.hasMoveDue(context.moment)(context.game),
    isBetweenActions: ({ context }) => SelfControlledActs.isBetweenActions(context.moment),
  },
  actions: {
    /** A finished battle's game taken, the dilemmas in play settled (their cures and nullifiers met). */
    takeBattleResult: assign((_, params: { game: GameState }) => ({ game: Lasting.settle(params.game) })),
    forwardToBattle: forwardTo('battle'),
    moveSelfControlled: assign(({ context }) => ({ game: SelfControlled.moveNext(context.game) })),
  },
}).createMachine({
  id: 'selfControlled',
  description:
    'Rulings "battle": the self-controlled cards (Borg Ship dilemma, Rogue Borg) battle and move on their own, no player initiating',
  context: ({ input }) => ({ game: input.game, moment: input.moment }),
  initial: 'acting',
  states: {
    acting: {
      description:
        "What the self-controlled cards have due at this step of the turn: each battle, then (at the end of the turn) each ship's move",
      always: [
        { guard: 'hasBattleDue', target: 'battling' },
        { guard: 'hasMoveDue', actions: 'moveSelfControlled' },
        { target: 'done' },
      ],
    },
    battling: {
      description:
        'Rulebook 7.4 battle initiated by no player (Rulings "battle": self-controlled; "battle – Multiple targets"; Rulebook 7.4 "Rogue Borg battle")',
      invoke: {
        id: 'battle',
        src: 'battle',
        input: ({ context }): BattleInput => {
          const { game, attack } = SelfControlledActs.dueBattle(context.moment)(context.game);
          return { game, request: attack };
        },
        onDone: [
          { guard: 'isBetweenActions', target: 'done', actions: battleResult },
          { target: 'acting', actions: battleResult },
        ],
      },
      on: { '*': { actions: 'forwardToBattle' } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ game: context.game }),
});
