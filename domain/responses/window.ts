// Rulebook "Playing 'At Any Time'" and Rulings "actions – step 2": the response window, one decision kind
// (`response.window`). The player asked may answer the innermost action under way with a valid response, or pass;
// a pass asks the next player who holds one (the other player first, then the one who acted), and when no one is
// left to ask the action has its results and the action beneath it is asked about again. A response is itself a card
// play, answered the same way before its results. Before the end-of-turn actions, the player whose turn it is not
// may play interrupts "at any time", and activate hidden agendas, in the same window (the `turnEnd` action): a window
// opens there only when they hold one they may play, so that games without such cards ask nothing more.
import { awaitDecision, type DecisionRule } from '../core/decision';
import { actingAs } from '../core/game-events';
import { type GameState, opponentOf, type PlayerId } from '../core/game-state';
import * as TribbleActions from '../tribbles/tribble-actions';
import { answer, check, playsIn, type ResponseCommand } from './answers';
import { type Action, actorOf, topOf } from './model';
import { resolveTop } from './results';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a response window is open: actions wait for responses before their results.
 * @category predicates
 */
export const isResponding = (game: GameState): boolean => game.responding !== undefined;

/** Who is asked about an action, in order: the other player first, then (for a response) the one who acted. */
const askOrder = (action: Action, game: GameState): ReadonlyArray<PlayerId> => {
  const other = opponentOf(actorOf(action))(game);
  return action.kind === 'turnEnd' ? [other] : [other, actorOf(action)];
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const closed = (game: GameState): GameState => {
  const { responding: _closed, ...rest } = game;
  return rest;
};

// Rulings "actions – step 2": each player in turn may respond; when none will, the action has its results
/**
 * The window asks the next player who may still answer the innermost action; with none, that action resolves and
 * the one beneath is asked about, until a player is asked or no action is left (the window closes).
 * @category operations
 */
export const advance = (game: GameState): GameState => {
  let current = game;
  for (;;) {
    const responding = current.responding;
    const top = topOf(responding);
    if (responding === undefined || top === undefined) return closed(current);
    const at = current;
    const next = askOrder(top, at).find(
      (p) => !responding.passed.includes(p) && playsIn(p, top)(at).length > 0,
    );
    if (next !== undefined)
      return awaitDecision(next, 'response.window')({ ...at, responding: { ...responding, asked: next } });
    current = resolveTop(at);
  }
};

/**
 * The game after a legal answer: a pass asks the next player; a card play is answered in turn or has its results,
 * and then the action it answered is asked about again.
 * @category operations
 */
export const apply =
  (command: ResponseCommand) =>
  (game: GameState): GameState => {
    const responding = game.responding;
    if (responding === undefined) return game;
    if (command.type === 'response.pass')
      return advance({
        ...game,
        responding: { ...responding, passed: [...responding.passed, command.player] },
      });
    const played = actingAs(command.player, answer(command, topOf(responding)))(game);
    const depth = played.responding?.stack.length ?? 0;
    if (depth > responding.stack.length) return played;
    const reopened =
      played.responding === undefined
        ? played
        : { ...played, responding: { ...played.responding, passed: [] } };
    // a choice the answer asks for at the turn's end (Storage Compartment Door: "then play or discard each") is made
    // first; the window asks again after it (`awaitResponder`), and only then may the turn end
    if (played.choosing !== undefined && topOf(responding)?.kind === 'turnEnd') return reopened;
    return advance(reopened);
  };

// Rulebook "Playing 'At Any Time'": at the end of a turn, before the end-of-turn actions
/**
 * The game with the turn's end declared: a window for the other player when they hold an interrupt they may play.
 * @category operations
 */
export const declareTurnEnd = (game: GameState): GameState => {
  const other = opponentOf(game.turn.active)(game);
  const action = { kind: 'turnEnd', player: game.turn.active } as const;
  if (playsIn(other, action)(game).length === 0) return game;
  const responding = {
    stack: [action],
    passed: [],
    asked: other,
  };
  return awaitDecision(other, 'response.window')({ ...game, responding });
};

/**
 * The game waiting on the player the window asks (the decision the machine awaits on entering the window); when that
 * player may no longer answer (an action that went on after targeting personnel to die killed those who could save
 * them), the window moves on as after a pass.
 * @category operations
 */
export const awaitResponder = (game: GameState): GameState => {
  const responding = game.responding;
  const top = topOf(responding);
  // a choice an answer asks for is made first (domain/card-effects/follow-up.ts); the window asks again after it
  if (responding === undefined || top === undefined || game.choosing !== undefined) return game;
  return playsIn(responding.asked, top)(game).length === 0
    ? advance(game)
    : awaitDecision(responding.asked, 'response.window')(game);
};

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The response window (`response.window`): valid responses (or "at any time" interrupts and hidden agenda
 * activations) and the pass.
 * @category instances
 */
export const rule: DecisionRule<ResponseCommand> = {
  commandTypes: [
    'card.play',
    'agenda.activate',
    'card.use',
    ...TribbleActions.anyTimeTypes,
    'card.activate',
    'card.infiltrate',
    'card.expose',
    'response.pass',
  ],
  candidates: (player) => (game) => {
    const top = topOf(game.responding);
    if (top === undefined) return [];
    return [...playsIn(player, top)(game), { type: 'response.pass', player }];
  },
  candidatesAreLegal: true,
  check,
  apply,
};
