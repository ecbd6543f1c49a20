// Rulings "battle": "The Borg Ship dilemma and Rogue Borg are considered self-controlled": the battles and moves no
// player initiates, run as one invoked child of the play phase (machines/play-phase.machine.ts) while they last. Rogue
// Borg Mercenaries: "Battles crew now and at start of every players' turn"; Borg Ship: "End of every turn: Attacks all
// ships, then moves". Each battle is an invoked child (battle/battle.machine.ts); the game comes back as the output.
import { assign, forwardTo, setup } from 'xstate';
import { type BattleInput, type BattleOutput, battleMachine } from '../battle/battle.machine';
import * as RogueBorg from '../domain/battle-rules/rogue-borg';
import * as SelfControlled from '../domain/battle-rules/self-controlled';
import * as LoreReturns from '../domain/card-effects/lore-returns';
import type { GameState } from '../domain/core/game-state';
import * as Lasting from '../domain/dilemma-effects/lasting';

/** When the self-controlled cards act: the start of a turn, just after a card play ("now"), or the end of the turn. */
export type SelfControlledMoment = 'startOfTurn' | 'now' | 'endOfTurn';

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

/** A battle no player initiates, its request built from the game by `due`, then `target`. */
const battle = (
  due: (game: GameState) => { readonly game: GameState; readonly attack: BattleInput['request'] },
  target: string,
) =>
  ({
    invoke: {
      id: 'battle',
      src: 'battle',
      input: ({ context }: { context: SelfControlledContext }): BattleInput => {
        const { game, attack } = due(context.game);
        return { game, request: attack };
      },
      onDone: {
        target,
        actions: [
          {
            type: 'takeGame',
            params: ({ event }: { event: { output: BattleOutput } }) => ({ game: event.output.game }),
          },
          'settleDilemmas',
        ],
      },
    },
    on: { '*': { actions: 'forwardToBattle' } },
  }) as const;

export const selfControlledMachine = setup({
  types: {
    context: {} as SelfControlledContext,
    input: {} as SelfControlledInput,
    output: {} as SelfControlledOutput,
  },
  actors: { battle: battleMachine },
  guards: {
    isStartOfTurn: ({ context }) => context.moment === 'startOfTurn',
    isNow: ({ context }) => context.moment === 'now',
    hasSelfControlledAttack: ({ context }) => SelfControlled.hasAttackDue(context.game),
    hasSelfControlledAction: ({ context }) => SelfControlled.hasActionDue(context.game),
    hasRogueBorgBattleAtStart: ({ context }) => RogueBorg.hasBattleDue('startOfTurn')(context.game),
    hasRogueBorgBattleNow: ({ context }) => LoreReturns.hasBattleNow(context.game),
  },
  actions: {
    takeGame: assign((_, params: { game: GameState }) => ({ game: params.game })),
    settleDilemmas: assign(({ context }) => ({ game: Lasting.settle(context.game) })),
    forwardToBattle: forwardTo('battle'),
    moveSelfControlled: assign(({ context }) => ({ game: SelfControlled.moveNext(context.game) })),
  },
}).createMachine({
  id: 'selfControlled',
  description:
    'Rulings "battle": the self-controlled Borg Ship and Rogue Borg battle and move on their own, no player initiating',
  context: ({ input }) => ({ game: input.game, moment: input.moment }),
  initial: 'choosingMoment',
  states: {
    choosingMoment: {
      description: 'The moment the play phase invoked this child for: start of turn, "now" or end of turn',
      always: [
        { guard: 'isStartOfTurn', target: 'atStartOfTurn' },
        { guard: 'isNow', target: 'rogueBorgBattlingNow' },
        { target: 'atEndOfTurn' },
      ],
    },
    atStartOfTurn: {
      description: 'Start of turn: each Rogue Borg battle due, one after the other',
      always: [
        { guard: 'hasRogueBorgBattleAtStart', target: 'rogueBorgBattlingAtStart' },
        { target: 'done' },
      ],
    },
    rogueBorgBattlingAtStart: {
      description:
        'Rogue Borg Mercenaries: "Battles crew … at start of every players\' turn": a personnel battle initiated by no player (Rulebook 7.4 "Rogue Borg battle")',
      ...battle(RogueBorg.dueAttack('startOfTurn'), 'atStartOfTurn'),
    },
    rogueBorgBattlingNow: {
      description:
        'Rogue Borg Mercenaries: "Battles crew now", once the card resolves; Lore Returns: the ship attacks once ordered',
      ...battle(LoreReturns.dueBattleNow, 'done'),
    },
    atEndOfTurn: {
      description:
        'Borg Ship dilemma "End of every turn: Attacks all ships, then moves": each self-controlled ship in turn attacks the ships at its location, then moves',
      always: [
        { guard: 'hasRogueBorgBattleNow', target: 'rogueBorgBattlingAtTurnEnd' },
        { guard: 'hasSelfControlledAttack', target: 'selfControlledBattling' },
        { guard: 'hasSelfControlledAction', actions: 'moveSelfControlled' },
        { target: 'done' },
      ],
    },
    rogueBorgBattlingAtTurnEnd: {
      description:
        'Rogue Borg Mercenaries played at the end of the turn: "Battles crew now", then the end-of-turn actions',
      ...battle(LoreReturns.dueBattleNow, 'atEndOfTurn'),
    },
    selfControlledBattling: {
      description:
        'Rulebook 7.4 ship battle initiated by no player (Rulings "battle": self-controlled; "battle – Multiple targets")',
      ...battle(SelfControlled.dueAttack, 'atEndOfTurn'),
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ game: context.game }),
});
