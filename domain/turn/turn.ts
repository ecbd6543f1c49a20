// Rulebook "Playing the Game" and "End of Turn": what happens at the start and the end of every turn, whose turn
// comes next, and the turn bookkeeping (the normal card play, orders begun). Countdown icons are in countdown.ts,
// what the cards in play do at the start and end of a turn is asked of the card text interpreters (./turn-port.ts).
import * as O from 'fp-ts/Option';
import { markRepairersAtStartOfTurn, repairAtEndOfTurn } from '../battle-rules/repair';
import { unstopAll } from '../cards-in-play/presence';
import { record } from '../core/chronicle';
import { awaitDecision } from '../core/decision';
import {
  type CardId,
  cardsIn,
  type DecisionKind,
  type GameState,
  moveCard,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { ordersGiver } from '../core/infestation-state';
import { resetRange } from '../orders';
import * as MornDraw from '../sites/morn-draw';
import { tickCountdowns } from './countdown';
import { turnText } from './turn-port';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether it is `player`'s turn in the play phase.
 * @category predicates
 */
export const isActive =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    game.phase === 'play' && game.turn.active === player;

// Rulebook "Play a Card": executing orders begins with the first order (or mission attempt) of the turn
/**
 * Whether the active player has begun executing orders this turn.
 * @category predicates
 */
export const haveOrdersBegun = (game: GameState): boolean => game.turn.ordersBegun;

// Temporal Causality Loop: "end turn"; End Transmission: "Immediately end your turn"
/**
 * Whether a card ended the turn: it goes to its end once the action under way is over.
 * @category predicates
 */
export const mustEnd = (game: GameState): boolean => game.turn.mustEnd === true;

// Rulebook "End of Turn": if you have no cards in your draw deck, simply inform your opponent that your turn is over
/**
 * The top card of the player's draw deck, none when it is empty.
 * @category predicates
 */
export const topOfDrawDeck =
  (player: PlayerId) =>
  (game: GameState): O.Option<CardId> =>
    O.fromNullable(cardsIn({ kind: 'drawDeck', player })(game)[0]);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game waiting on the active player's decision of `kind` (a turn decision: the player giving orders, Alien
 * Parasites' opponent while an infestation lasts).
 * @category operations
 */
export const awaitActivePlayer =
  (kind: DecisionKind) =>
  (game: GameState): GameState =>
    awaitDecision(kind === 'turn.act' ? ordersGiver(game) : game.turn.active, kind)(game);

// Rulebook 10.2.1 Stopped: stopped cards become unstopped automatically at the start of either player's next turn;
// Rulebook "Play a Card": each turn brings one normal card play, before orders
/**
 * Starts the active player's turn: every stopped card unstops, the turn's card play, orders, personnel download
 * and per-ship order bookkeeping (RANGE, cloak, landing) are fresh; then dilemmas in play and the start-of-turn abilities
 * of the cards in play act.
 * @category operations
 */
export const beginTurn = (game: GameState): GameState => {
  // Exocomp: a repairer aboard counts the full turns of its controller from their start (domain/battle-rules/repair.ts)
  const started = markRepairersAtStartOfTurn(resetRange(unstopAll(game)));
  // the last turn's actions (domain/responses/action-record.ts) and Temporal Causality Loop's "end turn" are over
  const { actions: _actions, mustEnd: _mustEnd, ...turn } = started.turn;
  const fresh: GameState = {
    ...started,
    turn: { ...turn, normalCardPlayUsed: false, ordersBegun: false, personnelDownloaded: [] },
  };
  // the start-of-turn abilities of the cards in play (Rogue Borg Mercenaries: "at start of every players' turn")
  return turnText().startOfTurnAbilities(turnText().dilemmasAtStartOfTurn(fresh.turn.active)(fresh));
};

// Rulebook "End of Turn": the end-of-turn card draw is the very last thing you do; none from an empty draw deck
/**
 * The active player draws the top card of their draw deck into their hand; with an empty draw deck there is no
 * draw, and the player is recorded as having exhausted it (README "End of the game").
 * @category operations
 */
export const drawCard = (game: GameState): GameState => {
  const player = game.turn.active;
  const exhausted = game.turn.exhaustedDrawDecks;
  return O.match(
    () =>
      exhausted.includes(player)
        ? game
        : record(`${player}'s draw deck is empty: no card drawn`)({
            ...game,
            turn: { ...game.turn, exhaustedDrawDecks: [...exhausted, player] },
          }),
    (card: CardId) => {
      const drawn = record(`${player} draws a card`)(
        moveCard(card, { kind: 'hand', player }, 'bottom')(game),
      );
      return exhausted.includes(player)
        ? { ...drawn, turn: { ...drawn.turn, exhaustedDrawDecks: exhausted.filter((p) => p !== player) } }
        : drawn;
    },
  )(topOfDrawDeck(player)(game));
};

// Rulebook "End of Turn": end-of-turn actions in any order (dilemmas in play, countdown icons, 7.5.2 repair, card
// text, "Probing" by card text among it), everything the end of the turn does before the card draw (domain/turn/end-of-turn-draw.ts), last
/**
 * The active player's end-of-turn actions: dilemmas in play act (their countdowns about to expire too), cures are
 * checked, the player's countdown cards count down, ships that disappeared and are due reappear, cards controlled for
 * the turn return, their docked ships repair, declared cards in play act (their probes too).
 * @category operations
 */
export const endOfTurnActions = (game: GameState): GameState => {
  const active = game.turn.active;
  const dilemmas = turnText().dilemmasAtEndOfTurn(active)(game);
  // Temporal Rift, Time Travel Pod: ships reappear once their countdown expired or their return time came;
  // Neural Servo Device: control "for one turn" ends
  const returned = turnText().returnsDue(tickCountdowns(active)(dilemmas));
  // Quark's Bar: the additional card a player decided to draw (domain/sites/morn-draw.ts)
  return MornDraw.drawAtEndOfTurn(turnText().endOfTurnAbilities(repairAtEndOfTurn(returned)));
};

// Rulebook "Playing the Game": players take alternating turns
/**
 * Hands the turn to the other player (the next turn's number).
 * @category operations
 */
export const passTurn = (game: GameState): GameState => ({
  ...game,
  turn: { ...game.turn, number: game.turn.number + 1, active: opponentOf(game.turn.active)(game) },
});
