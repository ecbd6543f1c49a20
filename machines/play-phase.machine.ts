// Rulebook "Playing the Game": the play phase, turn after turn. Each turn: start-of-turn (stopped cards unstop,
// persona replacement), card play, orders and mission attempts, end of turn (countdown icons, then the draw, last),
// then the other player's turn; the game ends when `Victory` says so. One actor runs every turn: no child per turn
// or per step; a mission attempt, a battle and the self-controlled cards' battles and moves are invoked children
// (machines/mission-attempt.machine.ts, battle/battle.machine.ts, machines/self-controlled.machine.ts) while they run.
// The windows are generic: one `responding` state for every response window (domain/responses: after a card play, a
// mission completed, the declared end of the turn, a card draw...), one `choosing` state for every choice card text
// asks for (domain/card-effects/follow-up.ts), one `selfControlledActing` state for the self-controlled cards' acts.
// The step of the turn that opens one marks itself in the game (domain/core/turn-step.ts); once the windows close,
// `resuming` goes back to that step, which looks again for a window before its own decision. Guards and actions are in
// machines/play-phase.setup.ts, the shared transitions in machines/play-phase.transitions.ts.
import { not } from 'xstate';
import * as Battle from '../battle';
import * as Attempt from '../domain/mission-attempt';
import { playPhaseSetup } from './play-phase.setup';
import {
  answers,
  choices,
  choosingAt,
  drawChoice,
  respondingAt,
  resumingAt,
  selfControlledActing,
  selfControlledAt,
  turnActions,
} from './play-phase.transitions';

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
      always: [
        { guard: 'isResumingMidTurn', target: 'resumingTurn' },
        { target: 'startOfTurn', actions: 'beginTurn' },
      ],
    },
    startOfTurn: {
      description:
        "Rulebook 10.2.1 Stopped: stopped cards unstop at the start of either player's next turn (as the turn begins); start-of-turn actions: the self-controlled cards' battles, persona replacement",
      always: [
        selfControlledAt('startOfTurn'),
        { guard: 'canReplacePersona', target: 'replacingPersonas' },
        { target: 'playingCards' },
      ],
    },
    resumingTurn: {
      description:
        'A scenario started mid-turn (resumeGame): the turn goes on as the state says, nothing unstopped, the card play and RANGE as used',
      always: [{ guard: 'haveOrdersBegun', target: 'executingOrders' }, { target: 'playingCards' }],
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
        choosingAt('playingCards'),
        respondingAt('playingCards'),
        // End Transmission: "Immediately end your turn", once the card play is over (Rulebook "End of Turn")
        { guard: 'mustEndTurn', target: 'endingTurn', actions: 'declareTurnEnd' },
        selfControlledAt('playingCards'),
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
        choosingAt('playingCards'),
        respondingAt('playingCards'),
        // Temporal Causality Loop: "end turn", once the mission attempt is over; End Transmission, once played
        { guard: 'mustEndTurn', target: 'endingTurn', actions: 'declareTurnEnd' },
        selfControlledAt('playingCards'),
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
        // (executingOrders goes on to a response window when one opened)
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
    endingTurn: {
      description:
        'Rulebook "Playing \'At Any Time\'": the end of the turn declared; before the end-of-turn actions, the other player may play interrupts',
      always: [respondingAt('endingTurn'), { target: 'endOfTurnChoices' }],
    },
    endOfTurnChoices: {
      description:
        'Rulebook "End of Turn": end-of-turn actions that ask a player, one at a time (Telepathic Alien Kidnappers: "At end of each turn, guess a card type"; "Nemesis Destruction")',
      entry: 'beginEndOfTurnChoice',
      always: [choosingAt('endOfTurnChoices'), selfControlledAt('endOfTurn'), { target: 'endOfTurn' }],
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
      description:
        'Rulebook "End of Turn": the card draw done (and the choices and responses it gave rise to), the turn passes',
      always: [
        choosingAt('cardDrawn'),
        { guard: 'isGameOver', target: 'gameOver' },
        respondingAt('cardDrawn'),
        { target: 'startOfTurn', actions: ['passTurn', 'beginTurn'] },
      ],
    },
    responding: {
      description:
        'Rulebook "Playing \'At Any Time\'": valid responses to the action under way, before its results (Rulings "actions – step 2"); the other player\'s interrupts at the end of the turn',
      entry: 'awaitResponder',
      always: [
        { guard: 'isChoosing', target: 'choosing' },
        { guard: not('isResponding'), target: 'resuming' },
      ],
      on: answers,
    },
    choosing: {
      description:
        'Rulebook "Playing a Card": a choice the card text asks for, one card at a time (Thought Maker: "rearrange as desired"; Betazoid Gift Box: "choose three cards")',
      entry: 'awaitChooser',
      always: [{ guard: not('isChoosing'), target: 'resuming' }],
      on: choices,
    },
    selfControlledActing: {
      description:
        'Rulings "battle": the self-controlled cards act at the step of the turn marked: Rogue Borg "Battles crew now and at start of every players\' turn"; Borg Ship dilemma "End of every turn: Attacks all ships, then moves"',
      ...selfControlledActing,
    },
    resuming: {
      description:
        'The windows closed: the turn goes on at the step that opened them (the mark cleared), which looks for a window again',
      exit: 'resume',
      always: [
        resumingAt('startOfTurn'),
        resumingAt('endingTurn'),
        resumingAt('endOfTurnChoices'),
        resumingAt('endOfTurn'),
        resumingAt('cardDrawn'),
        { target: 'playingCards' },
      ],
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
