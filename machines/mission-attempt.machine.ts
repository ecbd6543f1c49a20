// Rulebook 7.2 "Attempting a Mission" and "Dilemmas": one mission attempt, a single action, as an invoked child that
// owns the game state while it runs. Each state names one step; every guard and action is one call into
// domain/mission-attempt. The play phase invokes it with `{ game, attempt }` and takes back `{ game, report }`.
import * as E from 'fp-ts/Either';
import { assign, forwardTo, not, setup } from 'xstate';
import { type BattleOutput, battleMachine } from '../battle/battle.machine';
import type { GameState } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import * as Settle from '../domain/game/settle';
import * as Participation from '../domain/infiltration/infiltration-participation';
import * as Attempt from '../domain/mission-attempt';
import * as Responses from '../domain/responses';

export interface MissionAttemptContext {
  readonly game: GameState;
  readonly report: Attempt.AttemptReport | null;
}

export interface MissionAttemptInput {
  readonly game: GameState;
  readonly attempt: Attempt.AttemptRequest;
}

export interface MissionAttemptOutput {
  readonly game: GameState;
  readonly report: Attempt.AttemptReport;
}

export type MissionAttemptEvent =
  | Attempt.ChooseCommand
  | Attempt.DecideCommand
  | Responses.ResponseCommand
  | Participation.Participate;

type Answer = { readonly command: MissionAttemptEvent };

/** Rulings "actions – step 2": an answer in the window on the personnel a dilemma targeted to die (a save, or a pass). */
const response = {
  guard: { type: 'isLegal', params: ({ event }: { event: MissionAttemptEvent }) => ({ command: event }) },
  actions: [
    { type: 'applyAnswer', params: ({ event }: { event: MissionAttemptEvent }) => ({ command: event }) },
    'awaitResponder',
  ],
} as const;

export const missionAttemptMachine = setup({
  types: {
    context: {} as MissionAttemptContext,
    input: {} as MissionAttemptInput,
    output: {} as MissionAttemptOutput,
    events: {} as MissionAttemptEvent,
  },
  actors: { battle: battleMachine },
  guards: {
    isLegal: ({ context }, params: Answer) => E.isRight(Decisions.check(params.command)(context.game)),
    noOneRemains: ({ context }) => Attempt.noOneRemains(context.game),
    hasInfiltratorToAsk: ({ context }) => Participation.hasInfiltratorToAsk(context.game),
    hasSeedCards: ({ context }) => Attempt.hasSeedCards(context.game),
    isMisseed: ({ context }) => Attempt.isRevealedMisseed(context.game),
    isDilemma: ({ context }) => Attempt.isRevealedDilemma(context.game),
    isAwaitingChoice: ({ context }) => Attempt.isAwaitingChoice(context.game),
    isResponding: ({ context }) => Responses.isResponding(context.game),
    hasFailed: ({ context }) => Attempt.hasFailed(context.game),
    hasEnded: ({ context }) => Attempt.hasEnded(context.game),
    hasDilemmaBattle: ({ context }) => Attempt.hasDilemmaBattle(context.game),
    meetsMissionRequirements: ({ context }) => Attempt.meetsMissionRequirements(context.game),
  },
  actions: {
    askInfiltrator: assign(({ context }) => ({ game: Participation.askInfiltrator(context.game) })),
    revealBottomSeedCard: assign(({ context }) => ({ game: Attempt.revealBottom(context.game) })),
    removeMisseed: assign(({ context }) => ({ game: Attempt.removeMisseed(context.game) })),
    setAsideSeedCard: assign(({ context }) => ({ game: Attempt.setAside(context.game) })),
    encounterDilemma: assign(({ context }) => ({
      game: Settle.answerEvents(Attempt.encounterRevealed(context.game)),
    })),
    awaitChoice: assign(({ context }) => ({ game: Attempt.awaitChoice(context.game) })),
    // a window that moves on by itself resolves actions outside a command: their game events answered at once
    awaitResponder: assign(({ context }) => ({
      game: Settle.answerEvents(Responses.awaitResponder(context.game)),
    })),
    // the battle's game events answered at once, before the attempt goes on
    takeBattleResult: assign((_, params: { readonly game: GameState }) => ({
      game: Settle.answerEvents(params.game),
    })),
    forwardToBattle: forwardTo('battle'),
    applyAnswer: assign(({ context }, params: Answer) => ({
      game: Decisions.apply(params.command)(context.game),
    })),
    // the solving's game events answered at once (mission.solved: Espionage; the cards earned into play: a blank card logged)
    solveMission: assign(({ context }) => ({ game: Settle.answerEvents(Attempt.solve(context.game)) })),
    failAttempt: assign(({ context }) => ({ game: Attempt.fail(context.game) })),
    failUnsolved: assign(({ context }) => ({ game: Attempt.failUnsolved(context.game) })),
    // the attempt.finished event answered at once (Mission Debriefing stops the team left), before the decision
    // pending before the attempt comes back
    finishAttempt: assign(({ context }, params: { readonly outcome: Attempt.AttemptOutcome }) => {
      const finished = Attempt.finish(params.outcome)(context.game);
      return { ...finished, game: Settle.answerEvents(finished.game) };
    }),
  },
}).createMachine({
  id: 'missionAttempt',
  description:
    'Rulebook 7.2 "Attempting a Mission": seed cards met from the bottom up, then the requirements',
  context: ({ input }) => ({
    game: Attempt.noteBlankAttemptText(Attempt.begin(input.attempt)(input.game)),
    report: null,
  }),
  initial: 'askingInfiltrators',
  states: {
    askingInfiltrators: {
      description:
        'Rulebook "Infiltration": each infiltrator of the attempting side where the team attempts chooses whether to join the attempt',
      entry: 'askInfiltrator',
      always: { guard: not('hasInfiltratorToAsk'), target: 'revealingSeedCard' },
      on: {
        'infiltrator.participate': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyAnswer', params: ({ event }) => ({ command: event }) },
          target: 'askingInfiltrators',
          reenter: true,
        },
      },
    },
    revealingSeedCard: {
      description:
        'Rulebook 7.2: "slide the bottom seed card out from under the mission, reveal it face-up"; with no seed cards left, try to solve; with no one left, the attempt fails',
      always: [
        { guard: 'noOneRemains', target: 'unsolved' },
        { guard: 'hasSeedCards', target: 'seedCardRevealed', actions: 'revealBottomSeedCard' },
        { target: 'checkingRequirements' },
      ],
    },
    seedCardRevealed: {
      description: 'Rulebook 7.2: a dilemma is encountered; a mis-seed is removed; an artifact is set aside',
      always: [
        { guard: 'isMisseed', target: 'removingMisseed' },
        { guard: 'isDilemma', target: 'encounteringDilemma' },
        { target: 'settingAside' },
      ],
    },
    removingMisseed: {
      description:
        'Rulebook 7.2.4 Mis-seeds: placed out-of-play, not encountered; your own mis-seed bars you from solving here',
      entry: 'removeMisseed',
      always: { target: 'revealingSeedCard' },
    },
    settingAside: {
      description:
        'Rulebook 7.2: artifacts and seeded personnel or equipment are placed face-up, to be earned by the solver',
      entry: 'setAsideSeedCard',
      always: { target: 'revealingSeedCard' },
    },
    encounteringDilemma: {
      description:
        'Rulebook "Dilemmas": resolve its effects, conditions, cures and nullifiers; a failed condition fails the attempt',
      entry: 'encounterDilemma',
      always: [{ guard: 'isResponding', target: 'respondingToDeaths' }, { target: 'dilemmaEncountered' }],
    },
    respondingToDeaths: {
      description:
        'Genetronic Replicator: "When a personnel is targeted to die, you may stop 2 MEDICAL present … to return that personnel to hand instead"; Klingon Death Yell: "Plays on any just killed Klingon": the kills a dilemma made are answered before the attempt goes on',
      entry: 'awaitResponder',
      always: { guard: not('isResponding'), target: 'dilemmaEncountered' },
      on: { 'card.use': response, 'card.play': response, 'response.pass': response },
    },
    dilemmaEncountered: {
      description:
        'Rulebook "Dilemmas": the dilemma resolved, the attempt waits on a choice, fails, ends or goes on',
      always: [
        { guard: 'isAwaitingChoice', target: 'awaitingChoice' },
        { guard: 'hasDilemmaBattle', target: 'battling' },
        { guard: 'hasFailed', target: 'failed' },
        { guard: 'hasEnded', target: 'ended' },
        { target: 'revealingSeedCard' },
      ],
    },
    battling: {
      description:
        'Rulebook 7.4 Battle: the battle the dilemma let a player initiate (Ferengi Ambush: "They may initiate battle (if possible)") is fought, then the attempt goes on with whoever remains unstopped',
      invoke: {
        id: 'battle',
        src: 'battle',
        input: ({ context }) => Attempt.dilemmaBattle(context.game),
        onDone: {
          target: 'dilemmaEncountered',
          actions: {
            type: 'takeBattleResult',
            params: ({ event }: { event: { output: BattleOutput } }) => ({ game: event.output.game }),
          },
        },
      },
      on: { '*': { actions: 'forwardToBattle' } },
    },
    awaitingChoice: {
      description:
        'Rulebook 12.14 "Random selection" and 12.5 Ties: a player chooses for the dilemma (opponent\'s choice, ties, your choice)',
      entry: 'awaitChoice',
      on: {
        'attempt.choose': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyAnswer', params: ({ event }) => ({ command: event }) },
          target: 'encounteringDilemma',
        },
        'attempt.decide': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applyAnswer', params: ({ event }) => ({ command: event }) },
          target: 'encounteringDilemma',
        },
      },
    },
    checkingRequirements: {
      description:
        'Rulebook 7.2 "Solving a Mission": a matching personnel left and the requirements met by personnel not separated (10.2.5)',
      always: [{ guard: 'meetsMissionRequirements', target: 'solved' }, { target: 'unsolved' }],
    },
    solved: {
      description:
        'Rulebook 7.2 "Solving a Mission" (L705-711): the text triggered by solving, artifacts earned, then mission points (the points first with the current-rulings-2000 edition)',
      type: 'final',
      entry: ['solveMission', { type: 'finishAttempt', params: { outcome: 'solved' } }],
    },
    failed: {
      description:
        'Rulebook "Dilemmas" (L644-649) and 10.2.1: a dilemma\'s conditions failed; the ship and the crew or Away Team are stopped',
      type: 'final',
      entry: ['failAttempt', { type: 'finishAttempt', params: { outcome: 'failed' } }],
    },
    unsolved: {
      description:
        'Rulebook "Mission Attempt" (L716-722): no one remains, or the requirements are not met; no one is stopped and unstopped personnel may reattempt',
      type: 'final',
      entry: ['failUnsolved', { type: 'finishAttempt', params: { outcome: 'failed' } }],
    },
    ended: {
      description:
        'Rulebook "Dilemmas": a dilemma ended the attempt ("mission attempt ends"); nobody is stopped',
      type: 'final',
      entry: { type: 'finishAttempt', params: { outcome: 'ended' } },
    },
  },
  output: ({ context }) => ({ game: context.game, report: context.report as Attempt.AttemptReport }),
});
