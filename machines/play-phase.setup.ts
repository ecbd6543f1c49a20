// The play phase's actors, guards and actions (machines/play-phase.machine.ts lays out its states): each guard calls
// one named `domain/` function; each action calls one, or the few that always run together after a command, in one
// assign (a decision is a hot path: one context update instead of several).
import * as E from 'fp-ts/Either';
import { assign, forwardTo, setup } from 'xstate';
import { battleMachine } from '../battle/battle.machine';
import * as FollowUp from '../domain/card-effects/follow-up';
import * as SelfControlledActs from '../domain/card-effects/self-controlled-acts';
import type { DecisionKind, GameState } from '../domain/core/game-state';
import * as TurnStep from '../domain/core/turn-step';
import * as Decisions from '../domain/game/decisions';
import * as Settle from '../domain/game/settle';
import type * as Attempt from '../domain/mission-attempt';
import * as Responses from '../domain/responses';
import * as EndOfTurnChoices from '../domain/turn/end-of-turn-choices';
import * as EndOfTurnDraw from '../domain/turn/end-of-turn-draw';
import * as PersonaReplacement from '../domain/turn/persona-replacement';
import * as Turn from '../domain/turn/turn';
import * as Victory from '../domain/turn/victory';
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

type CommandParams = { readonly command: Decisions.Command };
type StepParams = { readonly step: TurnStep.TurnStep };

/** A command applied (and settled), then the play phase's checks between actions (`Settle.betweenActions`). */
const applySettled =
  (command: Decisions.Command) =>
  (game: GameState): GameState =>
    Settle.betweenActions(Decisions.apply(command)(game));

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
    // false but where resumeGame provides it (machines/engine.ts): a scenario started mid-turn
    isResumingMidTurn: () => false,
    isLegal: ({ context }, params: CommandParams) => E.isRight(Decisions.check(params.command)(context.game)),
    canReplacePersona: ({ context }) =>
      PersonaReplacement.canReplaceAny(context.game.turn.active)(context.game),
    haveOrdersBegun: ({ context }) => Turn.haveOrdersBegun(context.game),
    mustEndTurn: ({ context }) => Turn.mustEnd(context.game),
    isGameOver: ({ context }) => Victory.isGameOver(context.game),
    isResponding: ({ context }) => Responses.isResponding(context.game),
    isChoosing: ({ context }) => FollowUp.isChoosing(context.game),
    isDrawingAtEndOfTurn: ({ context }) => EndOfTurnDraw.isDrawing(context.game),
    hasSelfControlledActs: ({ context }, params: StepParams) =>
      SelfControlledActs.hasActDue(params.step)(context.game),
    isResumingAt: ({ context }, params: StepParams) => TurnStep.isResumingAt(params.step)(context.game),
  },
  actions: {
    beginTurn: assign(({ context }) => ({ game: Turn.beginTurn(context.game) })),
    awaitActivePlayer: assign(({ context }, params: { decision: DecisionKind }) => ({
      game: Turn.awaitActivePlayer(params.decision)(context.game),
    })),
    applyCommand: assign(({ context }, params: CommandParams) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
    applySettled: assign(({ context }, params: CommandParams) => ({
      game: applySettled(params.command)(context.game),
    })),
    /** The active player's turn decision applied and settled; the next one awaited. */
    applyTurnAction: assign(({ context }, params: CommandParams) => ({
      game: Turn.awaitActivePlayer('turn.act')(applySettled(params.command)(context.game)),
    })),
    /** An answer in a response window applied and settled; the next responder awaited. */
    applyAnswer: assign(({ context }, params: CommandParams) => ({
      game: Responses.awaitResponder(applySettled(params.command)(context.game)),
    })),
    /** An answer to a card's choice applied; the next chooser awaited. */
    applyChoice: assign(({ context }, params: CommandParams) => ({
      game: FollowUp.awaitChooser(Decisions.apply(params.command)(context.game)),
    })),
    takeGame: assign((_, params: { game: GameState }) => ({ game: params.game })),
    /** A finished battle's game taken and settled. */
    takeSettledGame: assign((_, params: { game: GameState }) => ({
      game: Settle.betweenActions(params.game),
    })),
    /** A finished mission attempt's game taken and settled, then its "mission attempt completed" window opened. */
    takeAttemptResult: assign((_, params: { game: GameState; report: Attempt.AttemptReport }) => ({
      game: Responses.openMissionCompleted(params.report)(Settle.betweenActions(params.game)),
    })),
    forwardToMissionAttempt: forwardTo('missionAttempt'),
    forwardToBattle: forwardTo('battle'),
    forwardToSelfControlled: forwardTo('selfControlled'),
    declareTurnEnd: assign(({ context }) => ({ game: Responses.declareTurnEnd(context.game) })),
    // a window that moves on by itself resolves actions outside a command: their game events answered at once
    awaitResponder: assign(({ context }) => ({
      game: Settle.answerEvents(Responses.awaitResponder(context.game)),
    })),
    awaitChooser: assign(({ context }) => ({ game: FollowUp.awaitChooser(context.game) })),
    /** A window opens at a step of the turn: the turn goes on there once the windows close. */
    interruptAt: assign(({ context }, params: StepParams) => ({
      game: TurnStep.interruptAt(params.step)(context.game),
    })),
    resume: assign(({ context }) => ({ game: TurnStep.resume(context.game) })),
    beginEndOfTurnChoice: assign(({ context }) => ({ game: EndOfTurnChoices.beginNext(context.game) })),
    /** The end of the turn, its game events answered (a countdown's kills: their responses, after the draw). */
    endTurn: assign(({ context }) => ({ game: Settle.answerEvents(EndOfTurnDraw.endTurn(context.game)) })),
    passTurn: assign(({ context }) => ({ game: Turn.passTurn(context.game) })),
    endGame: assign(({ context }) => ({ game: Victory.endGame(context.game) })),
  },
});
