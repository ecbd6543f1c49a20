// The play phase's actors, guards and actions (machines/play-phase.machine.ts lays out its states): each guard and
// each action calls one named `domain/` function.
import * as E from 'fp-ts/Either';
import { assign, forwardTo, setup } from 'xstate';
import { battleMachine } from '../battle/battle.machine';
import * as FollowUp from '../domain/card-effects/follow-up';
import * as HandGuess from '../domain/card-effects/hand-guess';
import * as Decisions from '../domain/decisions';
import * as Lasting from '../domain/dilemma-effects/lasting';
import * as EndOfTurnChoices from '../domain/end-of-turn-choices';
import type { DecisionKind, GameState } from '../domain/game-state';
import * as LoreReturns from '../domain/lore-returns';
import type * as Attempt from '../domain/mission-attempt';
import * as PersonaReplacement from '../domain/persona-replacement';
import * as Responses from '../domain/responses';
import * as RogueBorg from '../domain/rogue-borg';
import * as SelfControlled from '../domain/self-controlled';
import * as Turn from '../domain/turn';
import * as Victory from '../domain/victory';
import { missionAttemptMachine } from './mission-attempt.machine';
import { selfControlledMachine } from './self-controlled.machine';

export interface PlayPhaseContext {
  readonly game: GameState;
}

export interface PlayPhaseInput {
  readonly game: GameState;
}

export interface PlayPhaseOutput {
  readonly game: GameState;
}

export const playPhaseSetup = setup({
  types: {
    context: {} as PlayPhaseContext,
    input: {} as PlayPhaseInput,
    output: {} as PlayPhaseOutput,
    events: {} as Decisions.Command,
  },
  actors: {
    missionAttempt: missionAttemptMachine,
    battle: battleMachine,
    selfControlled: selfControlledMachine,
  },
  guards: {
    isLegal: ({ context }, params: { command: Decisions.Command }) =>
      E.isRight(Decisions.check(params.command)(context.game)),
    canReplacePersona: ({ context }) =>
      PersonaReplacement.canReplaceAny(context.game.turn.active)(context.game),
    haveOrdersBegun: ({ context }) => Turn.haveOrdersBegun(context.game),
    mustEndTurn: ({ context }) => Turn.mustEnd(context.game),
    isGameOver: ({ context }) => Victory.isGameOver(context.game),
    isResponding: ({ context }) => Responses.isResponding(context.game),
    isChoosing: ({ context }) => FollowUp.isChoosing(context.game),
    isAtTurnEnd: ({ context }) => FollowUp.isAtTurnEnd(context.game),
    hasEndOfTurnBegun: ({ context }) => HandGuess.hasEndOfTurnBegun(context.game),
    hasSelfControlledAttack: ({ context }) => SelfControlled.hasAttackDue(context.game),
    hasSelfControlledAction: ({ context }) => SelfControlled.hasActionDue(context.game),
    hasRogueBorgBattleAtStart: ({ context }) => RogueBorg.hasBattleDue('startOfTurn')(context.game),
    hasRogueBorgBattleNow: ({ context }) => LoreReturns.hasBattleNow(context.game),
  },
  actions: {
    beginTurn: assign(({ context }) => ({ game: Turn.beginTurn(context.game) })),
    awaitActivePlayer: assign(({ context }, params: { decision: DecisionKind }) => ({
      game: Turn.awaitActivePlayer(params.decision)(context.game),
    })),
    applyCommand: assign(({ context }, params: { command: Decisions.Command }) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
    takeGame: assign((_, params: { game: GameState }) => ({ game: params.game })),
    settleDilemmas: assign(({ context }) => ({ game: Lasting.settle(context.game) })),
    forwardToMissionAttempt: forwardTo('missionAttempt'),
    forwardToBattle: forwardTo('battle'),
    forwardToSelfControlled: forwardTo('selfControlled'),
    declareTurnEnd: assign(({ context }) => ({ game: Responses.declareTurnEnd(context.game) })),
    awaitResponder: assign(({ context }) => ({ game: Responses.awaitResponder(context.game) })),
    openMissionCompleted: assign(({ context }, params: { report: Attempt.AttemptReport }) => ({
      game: Responses.openMissionCompleted(params.report)(context.game),
    })),
    awaitChooser: assign(({ context }) => ({ game: FollowUp.awaitChooser(context.game) })),
    beginEndOfTurnChoice: assign(({ context }) => ({ game: EndOfTurnChoices.beginNext(context.game) })),
    endTurn: assign(({ context }) => ({ game: Responses.endTurn(context.game) })),
    passTurn: assign(({ context }) => ({ game: Turn.passTurn(context.game) })),
    endGame: assign(({ context }) => ({ game: Victory.endGame(context.game) })),
  },
});
