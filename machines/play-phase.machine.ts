// Rulebook "Playing the Game": the play phase, turn after turn. Each turn: start-of-turn (stopped cards unstop,
// persona replacement), card play, orders and mission attempts, end of turn (countdown icons, then the draw, last),
// then the other player's turn; the game ends when `Victory` says so. One actor runs every turn: no child per turn
// or per step; a mission attempt, a battle and the self-controlled cards' battles and moves are invoked children
// (machines/mission-attempt.machine.ts, battle/battle.machine.ts, machines/self-controlled.machine.ts) while they run.
// Response windows (domain/responses) open after a card play, after the declared end of the turn (the other player's
// "at any time" interrupts) and after the end-of-turn draw, only when a player may play something in them. Guards and
// actions are in machines/play-phase.setup.ts, the shared transitions in machines/play-phase.transitions.ts.
import { and, not, or } from 'xstate';
import * as Battle from '../battle';
import * as Attempt from '../domain/mission-attempt';
import { playPhaseSetup } from './play-phase.setup';
import { answers, choice, drawChoice, selfControlledActing, turnActions } from './play-phase.transitions';

export const playPhaseMachine = playPhaseSetup.createMachine({
  id: 'playPhase',
  description:
    'Rulebook "Playing the Game": the starting player takes the first turn, then players alternate',
  context: ({ input }) => ({ game: input.game }),
  initial: 'entering',
  states: {
    entering: {
      description:
        'A game begins its play phase at the start of a turn; a scenario started mid-turn (resumeGame) where its state is',
      always: [{ guard: 'isResumingMidTurn', target: 'resumingTurn' }, { target: 'startOfTurn' }],
    },
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
    resumingTurn: {
      description:
        'A scenario started mid-turn (resumeGame): the turn goes on as the state says, nothing unstopped, the card play and RANGE as used',
      always: [{ guard: 'haveOrdersBegun', target: 'executingOrders' }, { target: 'playingCards' }],
    },
    rogueBorgBattlingAtStart: {
      description:
        'Rogue Borg Mercenaries: "Battles crew … at start of every players\' turn": every Rogue Borg battle due (Rulebook 7.4 "Rogue Borg battle")',
      ...selfControlledActing('startOfTurn', 'rogueBorgBattledAtStart'),
    },
    rogueBorgBattledAtStart: {
      description: 'Start of turn: after the Rogue Borg battles, persona replacement and card play',
      always: [{ guard: 'canReplacePersona', target: 'replacingPersonas' }, { target: 'playingCards' }],
    },
    rogueBorgBattlingNow: {
      description:
        'Rogue Borg Mercenaries: "Battles crew now": once the card resolves, then the turn goes on',
      ...selfControlledActing('now', 'playingCards'),
    },
    replacingPersonas: {
      description:
        'Rulebook "Persona Replacement": before the normal card play, exchange versions of your personas, all at once',
      entry: { type: 'awaitActivePlayer', params: { decision: 'turn.replacePersonas' } },
      on: {
        'persona.replace': {
          guard: { type: 'isLegal', params: ({ event }) => ({ command: event }) },
          actions: { type: 'applySettled', params: ({ event }) => ({ command: event }) },
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
        // Temporal Causality Loop: "end turn", once the mission attempt is over
        { guard: 'mustEndTurn', target: 'endingTurn' },
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
          actions: {
            type: 'takeAttemptResult',
            params: ({ event }) => ({ game: event.output.game, report: event.output.report }),
          },
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
          actions: { type: 'takeSettledGame', params: ({ event }) => ({ game: event.output.game }) },
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
      on: {
        'card.choose': choice,
        'choosing.stop': choice,
        'stakes.answer': choice,
        'card.guess': choice,
        'tribble.play': choice,
        'tribble.discard': choice,
        'trouble.follow': choice,
        'tribbles.spread': choice,
        'tribbles.stay': choice,
      },
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
      always: [
        { guard: 'isChoosing', target: 'choosingCards' },
        {
          guard: or(['hasRogueBorgBattleNow', 'hasSelfControlledAttack', 'hasSelfControlledAction']),
          target: 'selfControlledActing',
        },
        { target: 'endOfTurn' },
      ],
    },
    selfControlledActing: {
      description:
        'Borg Ship dilemma "End of every turn: Attacks all ships, then moves"; Rogue Borg played at the end of the turn: "Battles crew now"',
      ...selfControlledActing('endOfTurn', 'endOfTurn'),
    },
    endOfTurn: {
      description:
        'Rulebook "End of Turn": end-of-turn actions (dilemmas in play, countdown icons), then the card draw, the very last thing',
      entry: 'endTurn',
      always: [{ guard: 'isDrawingAtEndOfTurn', target: 'drawingCard' }, { target: 'cardDrawn' }],
    },
    drawingCard: {
      description:
        'Rulebook "Downloading": a download "in place of one card draw" may replace the end-of-turn card draw',
      on: { 'card.draw': drawChoice, 'card.download': drawChoice },
    },
    cardDrawn: {
      description: 'Rulebook "End of Turn": the card draw done, the turn passes',
      always: [
        { guard: 'isChoosing', target: 'placingDrawnCard' },
        { guard: 'isGameOver', target: 'gameOver' },
        { guard: 'isResponding', target: 'respondingToDraw' },
        { target: 'startOfTurn', actions: 'passTurn' },
      ],
    },
    placingDrawnCard: {
      description:
        'Guest Quarters: "in place of one card draw, draw two cards and place one of them beneath draw deck"',
      entry: 'awaitChooser',
      always: [{ guard: not('isChoosing'), target: 'cardDrawn' }],
      on: { 'card.choose': choice },
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
