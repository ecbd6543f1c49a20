// Rulebook "Playing the Game": the play phase, turn after turn. Each turn: start-of-turn (stopped cards unstop,
// persona replacement), card play, orders and mission attempts, end of turn (countdown icons, then the draw, last),
// then the other player's turn; the game ends when `Victory` says so. One actor runs every turn: no child per turn
// or per step; a mission attempt and a battle are invoked children (machines/mission-attempt.machine.ts,
// battle/battle.machine.ts) while they run. Response
// windows (domain/responses) open after a card play, after the declared end of the turn (the other player's "at any
// time" interrupts) and after the end-of-turn draw, only when a player may play something in them.
import * as E from 'fp-ts/Either';
import { and, assign, forwardTo, not, setup } from 'xstate';
import * as Battle from '../battle';
import { type BattleOutput, battleMachine } from '../battle/battle.machine';
import * as FollowUp from '../domain/card-effects/follow-up';
import * as HandGuess from '../domain/card-effects/hand-guess';
import * as Decisions from '../domain/decisions';
import * as Lasting from '../domain/dilemma-effects/lasting';
import * as EndOfTurnChoices from '../domain/end-of-turn-choices';
import type { DecisionKind, GameState } from '../domain/game-state';
import * as Attempt from '../domain/mission-attempt';
import * as PersonaReplacement from '../domain/persona-replacement';
import * as Responses from '../domain/responses';
import * as RogueBorg from '../domain/rogue-borg';
import * as SelfControlled from '../domain/self-controlled';
import * as Turn from '../domain/turn';
import * as Victory from '../domain/victory';
import { missionAttemptMachine } from './mission-attempt.machine';

export interface PlayPhaseContext {
  readonly game: GameState;
}

export interface PlayPhaseInput {
  readonly game: GameState;
}

export interface PlayPhaseOutput {
  readonly game: GameState;
}

/** Rulings "actions – step 2": an answer in a response window (a response, an interrupt, or a pass). */
const answer = {
  guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
  actions: [
    { type: 'applyCommand', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
    'settleDilemmas',
    'awaitResponder',
  ],
} as const;
const answers = {
  'card.play': answer,
  'agenda.activate': answer,
  'card.use': answer,
  'response.pass': answer,
} as const;

/** Rulebook "Playing a Card": an answer to a choice card text asks for after it resolves. */
const choice = {
  guard: { type: 'isLegal', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
  actions: [
    { type: 'applyCommand', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
    'awaitChooser',
  ],
} as const;

/** The active player's turn decision (`turn.act`), the same while playing cards and while executing orders. */
const turnActions = {
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
    actions: [
      { type: 'applyCommand', params: ({ event }: { event: Decisions.Command }) => ({ command: event }) },
      'settleDilemmas',
      { type: 'awaitActivePlayer', params: { decision: 'turn.act' } },
    ],
  },
} as const;

/** Rogue Borg Mercenaries: "Battles crew now and at start of every players' turn": the battle, then `target`. */
const rogueBorgBattle = (trigger: RogueBorg.Trigger, target: string) =>
  ({
    invoke: {
      id: 'battle',
      src: 'battle',
      input: ({ context }: { context: PlayPhaseContext }) => {
        const { game, attack } = RogueBorg.dueAttack(trigger)(context.game);
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

export const playPhaseMachine = setup({
  types: {
    context: {} as PlayPhaseContext,
    input: {} as PlayPhaseInput,
    output: {} as PlayPhaseOutput,
    events: {} as Decisions.Command,
  },
  actors: {
    missionAttempt: missionAttemptMachine,
    battle: battleMachine,
  },
  guards: {
    isLegal: ({ context }, params: { command: Decisions.Command }) =>
      E.isRight(Decisions.check(params.command)(context.game)),
    canReplacePersona: ({ context }) =>
      PersonaReplacement.canReplaceAny(context.game.turn.active)(context.game),
    haveOrdersBegun: ({ context }) => Turn.haveOrdersBegun(context.game),
    isGameOver: ({ context }) => Victory.isGameOver(context.game),
    isResponding: ({ context }) => Responses.isResponding(context.game),
    isChoosing: ({ context }) => FollowUp.isChoosing(context.game),
    isAtTurnEnd: ({ context }) => FollowUp.isAtTurnEnd(context.game),
    hasEndOfTurnBegun: ({ context }) => HandGuess.hasEndOfTurnBegun(context.game),
    hasSelfControlledAttack: ({ context }) => SelfControlled.hasAttackDue(context.game),
    hasSelfControlledAction: ({ context }) => SelfControlled.hasActionDue(context.game),
    hasRogueBorgBattleAtStart: ({ context }) => RogueBorg.hasBattleDue('startOfTurn')(context.game),
    hasRogueBorgBattleNow: ({ context }) => RogueBorg.hasBattleDue('now')(context.game),
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
    declareTurnEnd: assign(({ context }) => ({ game: Responses.declareTurnEnd(context.game) })),
    awaitResponder: assign(({ context }) => ({ game: Responses.awaitResponder(context.game) })),
    openMissionCompleted: assign(({ context }, params: { report: Attempt.AttemptReport }) => ({
      game: Responses.openMissionCompleted(params.report)(context.game),
    })),
    awaitChooser: assign(({ context }) => ({ game: FollowUp.awaitChooser(context.game) })),
    beginEndOfTurnChoice: assign(({ context }) => ({ game: EndOfTurnChoices.beginNext(context.game) })),
    moveSelfControlled: assign(({ context }) => ({ game: SelfControlled.moveNext(context.game) })),
    endTurn: assign(({ context }) => ({ game: Responses.endTurn(context.game) })),
    passTurn: assign(({ context }) => ({ game: Turn.passTurn(context.game) })),
    endGame: assign(({ context }) => ({ game: Victory.endGame(context.game) })),
  },
}).createMachine({
  id: 'playPhase',
  description:
    'Rulebook "Playing the Game": the starting player takes the first turn, then players alternate',
  context: ({ input }) => ({ game: input.game }),
  initial: 'startOfTurn',
  states: {
    startOfTurn: {
      description:
        "Rulebook 10.2.1 Stopped: stopped cards unstop at the start of either player's next turn; start-of-turn actions",
      entry: 'beginTurn',
      always: [
        { guard: 'hasRogueBorgBattleAtStart', target: 'rogueBorgBattlingAtStart' },
        { guard: 'canReplacePersona', target: 'replacingPersonas' },
        { target: 'playingCards' },
      ],
    },
    rogueBorgBattlingAtStart: {
      description:
        'Rogue Borg Mercenaries: "Battles crew … at start of every players\' turn": a personnel battle initiated by no player (Rulebook 7.4 "Rogue Borg battle")',
      ...rogueBorgBattle('startOfTurn', 'rogueBorgBattledAtStart'),
    },
    rogueBorgBattledAtStart: {
      description: 'Start of turn: the next Rogue Borg battle, then persona replacement and card play',
      always: [
        { guard: 'hasRogueBorgBattleAtStart', target: 'rogueBorgBattlingAtStart' },
        { guard: 'canReplacePersona', target: 'replacingPersonas' },
        { target: 'playingCards' },
      ],
    },
    rogueBorgBattlingNow: {
      description:
        'Rogue Borg Mercenaries: "Battles crew now": once the card resolves, then the turn goes on',
      ...rogueBorgBattle('now', 'playingCards'),
    },
    rogueBorgBattlingAtTurnEnd: {
      description:
        'Rogue Borg Mercenaries played at the end of the turn: "Battles crew now", then the end-of-turn actions',
      ...rogueBorgBattle('now', 'selfControlledActing'),
    },
    replacingPersonas: {
      description:
        'Rulebook "Persona Replacement": before the normal card play, exchange versions of your personas, all at once',
      entry: { type: 'awaitActivePlayer', params: { decision: 'turn.replacePersonas' } },
      on: {
        'persona.replace': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: [{ type: 'applyCommand', params: ({ event }) => ({ command: event }) }, 'settleDilemmas'],
          target: 'playingCards',
        },
        'persona.pass': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          target: 'playingCards',
        },
      },
    },
    playingCards: {
      description:
        'Rulebook "Play a Card": one normal card play at the start of the turn; the first order forfeits it',
      entry: { type: 'awaitActivePlayer', params: { decision: 'turn.act' } },
      always: [
        { guard: 'isGameOver', target: 'gameOver' },
        { guard: 'isChoosing', target: 'choosingCards' },
        { guard: 'isResponding', target: 'respondingToAction' },
        { guard: 'hasRogueBorgBattleNow', target: 'rogueBorgBattlingNow' },
        { guard: 'haveOrdersBegun', target: 'executingOrders' },
      ],
      on: turnActions,
    },
    executingOrders: {
      description:
        'Rulebook "Execute Orders": move, beam, dock, attempt missions; no more card plays this turn',
      entry: { type: 'awaitActivePlayer', params: { decision: 'turn.act' } },
      always: [
        { guard: 'isGameOver', target: 'gameOver' },
        { guard: 'isChoosing', target: 'choosingCards' },
        { guard: 'isResponding', target: 'respondingToAction' },
        { guard: 'hasRogueBorgBattleNow', target: 'rogueBorgBattlingNow' },
      ],
      on: turnActions,
    },
    attemptingMission: {
      description: 'Rulebook 7.2 "Attempting a Mission": the attempt runs as one action, then orders go on',
      invoke: {
        id: 'missionAttempt',
        src: 'missionAttempt',
        // the only way in is a legal 'mission.attempt' command
        input: ({ context, event }) => ({
          game: context.game,
          attempt: Attempt.toRequest(event as Attempt.AttemptCommand),
        }),
        // Rulebook 7.2: "The mission attempt is now complete, and cards which respond to that … may be played"
        // (executingOrders goes on to respondingToAction when a window opened)
        onDone: {
          target: 'executingOrders',
          actions: [
            { type: 'takeGame', params: ({ event }) => ({ game: event.output.game }) },
            'settleDilemmas',
            { type: 'openMissionCompleted', params: ({ event }) => ({ report: event.output.report }) },
          ],
        },
      },
      on: { '*': { actions: 'forwardToMissionAttempt' } },
    },
    battling: {
      description: 'Rulebook 7.4 Battle: the battle runs as one action, then orders go on',
      invoke: {
        id: 'battle',
        src: 'battle',
        // the only way in is a legal 'battle.initiate' command (already applied: orders have begun)
        input: ({ context, event }) => ({
          game: context.game,
          request: Battle.toRequest(event as Battle.InitiateCommand)(context.game),
        }),
        onDone: {
          target: 'executingOrders',
          actions: [
            { type: 'takeGame', params: ({ event }) => ({ game: event.output.game }) },
            'settleDilemmas',
          ],
        },
      },
      on: { '*': { actions: 'forwardToBattle' } },
    },
    respondingToAction: {
      description:
        'Rulebook "Playing \'At Any Time\'": valid responses to the action just initiated, before its results (Rulings "actions – step 2")',
      entry: 'awaitResponder',
      always: [
        { guard: 'isChoosing', target: 'choosingCards' },
        { guard: not('isResponding'), target: 'playingCards' },
      ],
      on: answers,
    },
    choosingCards: {
      description:
        'Rulebook "Playing a Card": a choice the card text asks for after it resolves, one card at a time (Thought Maker: "rearrange as desired"; Betazoid Gift Box: "choose three cards")',
      entry: 'awaitChooser',
      always: [
        { guard: and([not('isChoosing'), 'isAtTurnEnd']), target: 'respondingToTurnEnd' },
        { guard: and([not('isChoosing'), 'hasEndOfTurnBegun']), target: 'endOfTurnChoices' },
        { guard: not('isChoosing'), target: 'playingCards' },
      ],
      on: { 'card.choose': choice, 'choosing.stop': choice, 'stakes.answer': choice, 'card.guess': choice },
    },
    endingTurn: {
      description:
        'Rulebook "Playing \'At Any Time\'": before the end-of-turn actions, the other player may play interrupts',
      entry: 'declareTurnEnd',
      always: [{ guard: 'isResponding', target: 'respondingToTurnEnd' }, { target: 'endOfTurnChoices' }],
    },
    respondingToTurnEnd: {
      description:
        "Rulebook \"Playing 'At Any Time'\": the other player's interrupts, and valid responses to them",
      entry: 'awaitResponder',
      always: [
        { guard: 'isChoosing', target: 'choosingCards' },
        { guard: not('isResponding'), target: 'endOfTurnChoices' },
      ],
      on: answers,
    },
    endOfTurnChoices: {
      description:
        'Rulebook "End of Turn": end-of-turn actions that ask a player, one at a time (Telepathic Alien Kidnappers: "At end of each turn, guess a card type"; "Nemesis Destruction")',
      entry: 'beginEndOfTurnChoice',
      always: [{ guard: 'isChoosing', target: 'choosingCards' }, { target: 'selfControlledActing' }],
    },
    selfControlledActing: {
      description:
        'Borg Ship dilemma "End of every turn: Attacks all ships, then moves": each self-controlled ship in turn attacks the ships at its location, then moves',
      always: [
        { guard: 'hasRogueBorgBattleNow', target: 'rogueBorgBattlingAtTurnEnd' },
        { guard: 'hasSelfControlledAttack', target: 'selfControlledBattling' },
        { guard: 'hasSelfControlledAction', actions: 'moveSelfControlled' },
        { target: 'endOfTurn' },
      ],
    },
    selfControlledBattling: {
      description:
        'Rulebook 7.4 ship battle initiated by no player (Rulings "battle": self-controlled; "battle – Multiple targets")',
      invoke: {
        id: 'battle',
        src: 'battle',
        input: ({ context }) => {
          const { game, attack } = SelfControlled.dueAttack(context.game);
          return { game, request: attack };
        },
        onDone: {
          target: 'selfControlledActing',
          actions: [
            { type: 'takeGame', params: ({ event }) => ({ game: event.output.game }) },
            'settleDilemmas',
          ],
        },
      },
      on: { '*': { actions: 'forwardToBattle' } },
    },
    endOfTurn: {
      description:
        'Rulebook "End of Turn": end-of-turn actions (dilemmas in play, countdown icons), then the card draw, the very last thing',
      entry: 'endTurn',
      always: [
        { guard: 'isGameOver', target: 'gameOver' },
        { guard: 'isResponding', target: 'respondingToDraw' },
        { target: 'startOfTurn', actions: 'passTurn' },
      ],
    },
    respondingToDraw: {
      description:
        'Subspace Schism: "within five seconds of either players\' card draw", valid responses to the end-of-turn draw',
      entry: 'awaitResponder',
      always: [
        { guard: and([not('isResponding'), 'isGameOver']), target: 'gameOver' },
        { guard: not('isResponding'), target: 'startOfTurn', actions: 'passTurn' },
      ],
      on: answers,
    },
    gameOver: {
      description:
        'Rulebook "Ending the Game": 100 points with a planet and a space mission, or both decks exhausted',
      type: 'final',
      entry: 'endGame',
    },
  },
  output: ({ context }) => ({ game: context.game }),
});
