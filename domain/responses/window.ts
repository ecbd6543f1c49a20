// Rulebook "Playing 'At Any Time'" and Rulings "actions – step 2": the response window, one decision kind
// (`response.window`). The player asked may answer the innermost action under way with a valid response, or pass;
// a pass asks the next player who holds one (the other player first, then the one who acted), and when no one is
// left to ask the action has its results and the action beneath it is asked about again. A response is itself a card
// play, answered the same way before its results. Before the end-of-turn actions, the player whose turn it is not
// may play interrupts "at any time", and activate hidden agendas, in the same window (the `turnEnd` action): a window
// opens there only when they hold one they may play, so that games without such cards ask nothing more.
import * as E from 'fp-ts/Either';
import * as ActionRecord from '../action-record';
import { stopTeamAfterAttempt } from '../card-effects/debriefing';
import * as CardPlay from '../card-play';
import { named, record } from '../chronicle';
import { awaitDecision, type DecisionRule } from '../decision';
import { type GameState, moveCard, opponentOf, type PlayerId } from '../game-state';
import * as HiddenAgenda from '../hidden-agenda';
import * as InfiltrationActions from '../infiltration-actions';
import { type RuleError, ruleError } from '../rule-error';
import * as TargetedToDie from '../targeted-to-die';
import * as TribbleActions from '../tribble-actions';
import { endTurn as endTurnActions } from '../turn';
import { type Action, actorOf, topOf } from './model';
import { openDrawWindows } from './open';
import { agendaResponses, isBeingPlayed, validResponses } from './valid';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Pass: no response to the action under way (the window asks the next player, or the action has its results). */
export interface PassResponse {
  readonly type: 'response.pass';
  readonly player: PlayerId;
}

/**
 * Every command of a response window: a card play (a valid response, or an "at any time" interrupt), a hidden
 * agenda activated at any time, or a pass.
 */
export type ResponseCommand =
  | CardPlay.PlayCard
  | HiddenAgenda.ActivateAgenda
  | TargetedToDie.UseCard
  | TribbleActions.AnyTimeCommand
  | InfiltrationActions.InfiltrationCommand
  | PassResponse;

const ANY_TIME = "Playing 'At Any Time'";

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a response window is open: actions wait for responses before their results.
 * @category predicates
 */
export const isResponding = (game: GameState): boolean => game.responding !== undefined;

/**
 * What `player` may play in the window on `action`: valid responses (hidden agendas activated among them), or "at any
 * time" interrupts and hidden agenda activations at the turn's end.
 */
const playsIn =
  (player: PlayerId, action: Action) =>
  (game: GameState): ReadonlyArray<Exclude<ResponseCommand, PassResponse>> => {
    if (action.kind === 'personnelTargetedToDie') return TargetedToDie.saves(player, action)(game);
    return action.kind === 'turnEnd'
      ? [
          ...CardPlay.anyTimeCandidates(player)(game),
          ...HiddenAgenda.activateCandidates(player)(game),
          ...TribbleActions.anyTimeCandidates(player)(game),
          ...infiltrationIn(player)(game),
        ]
      : [...validResponses(player, action)(game), ...agendaResponses(player, action)(game)];
  };

/** The infiltration commands `player` may give at the end of the opponent's turn (Rulebook "Infiltration"). */
const infiltrationIn =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<InfiltrationActions.InfiltrationCommand> =>
    InfiltrationActions.infiltrationCandidates(player)(game).filter((c) =>
      E.isRight(InfiltrationActions.checkInfiltration(c)(game)),
    );

/** Who is asked about an action, in order: the other player first, then (for a response) the one who acted. */
const askOrder = (action: Action, game: GameState): ReadonlyArray<PlayerId> => {
  const other = opponentOf(actorOf(action))(game);
  return action.kind === 'turnEnd' ? [other] : [other, actorOf(action)];
};

/** An action as a refusal names it. */
const describeAction = (action: Action, game: GameState): string => {
  switch (action.kind) {
    case 'cardPlay':
      return `${named(action.command.card)(game)} just played`;
    case 'cardDraw':
      return `${action.player}'s card draw`;
    case 'turnEnd':
      return `the end of ${action.player}'s turn`;
    case 'battleInitiated':
      return `the ${action.battle} battle ${action.player} just initiated`;
    case 'personnelKilled':
      return 'the personnel just killed';
    case 'shipsBeingDestroyed':
      return 'the ships being destroyed';
    case 'personnelTargetedToDie':
      return 'the personnel targeted to die';
    case 'missionCompleted':
      return `the mission ${action.player} just completed`;
  }
};

/** The same play: card, kind, target (or none, for a battle just initiated) and the personnel it kills. */
const sameResponse = (a: CardPlay.PlayCard, b: CardPlay.PlayCard): boolean =>
  a.card === b.card &&
  a.kind === b.kind &&
  JSON.stringify('target' in a ? a.target : null) === JSON.stringify('target' in b ? b.target : null) &&
  JSON.stringify('kills' in a ? a.kills : null) === JSON.stringify('kills' in b ? b.kills : null) &&
  !('take' in b && b.take !== undefined);

// Rulebook "Playing 'At Any Time'": only a valid response may interrupt an action in progress; at the turn's end the
// other player's interrupts play at any time
/**
 * Right when the command answers the window now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: ResponseCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const top = topOf(game.responding);
    if (top === undefined) return E.left(ruleError(ANY_TIME, 'No action is waiting for responses.'));
    if (command.type === 'response.pass') return E.right(undefined);
    // Rulebook "Playing 'At Any Time'": activating a hidden agenda "may not interrupt another action in progress",
    // unless it is a valid response to it
    if (command.type === 'agenda.activate') {
      if (top.kind === 'turnEnd') return HiddenAgenda.checkActivate(command)(game);
      return agendaResponses(command.player, top)(game).some((r) => r.card === command.card)
        ? HiddenAgenda.checkActivate(command)(game)
        : E.left(
            ruleError(
              ANY_TIME,
              `${named(command.card)(game)} is not a hidden agenda whose activation is a valid response to ${describeAction(top, game)}.`,
            ),
          );
    }
    // Storage Compartment Door: "Once each turn, you may draw …"; 1 Tribble: "Once every turn, may "stop" one
    // personnel present": at any time of the opponent's turn
    if (TribbleActions.isAnyTime(command))
      return top.kind === 'turnEnd'
        ? TribbleActions.check(command)(game)
        : E.left(ruleError(ANY_TIME, `No tribble action may be taken during ${describeAction(top, game)}.`));
    // Rulebook "Infiltration": joining the opponent's crew or Away Team "even during your opponent's turn", exposing
    // "as a normal action during either player's turn": where the opponent's turn gives you a decision, its end
    if (command.type === 'card.infiltrate' || command.type === 'card.expose')
      return top.kind === 'turnEnd' && top.player !== command.player
        ? InfiltrationActions.checkInfiltration(command)(game)
        : E.left(ruleError(ANY_TIME, `An infiltrator may not act during ${describeAction(top, game)}.`));
    // Genetronic Replicator: "When a personnel is targeted to die, you may stop 2 MEDICAL present …"
    if (command.type === 'card.use')
      return top.kind === 'personnelTargetedToDie'
        ? TargetedToDie.checkSave(command, top)(game)
        : E.left(ruleError(ANY_TIME, `No card in play may be used during ${describeAction(top, game)}.`));
    if (top.kind === 'turnEnd')
      return command.kind === 'interrupt'
        ? CardPlay.canPlay(command)(game)
        : E.left(ruleError(ANY_TIME, "Only interrupts play during the opponent's turn."));
    return validResponses(command.player, top)(game).some((r) => sameResponse(r, command))
      ? E.right(undefined)
      : E.left(
          ruleError(
            ANY_TIME,
            `${named(command.card)(game)} is not a valid response to ${describeAction(top, game)}.`,
          ),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulings "actions – step 3: results": a card play nobody answered has its results; a nullified one has none but
// was played (its card play is spent); one returned to hand was not (Energy Vortex: "a different one must be played")
const resolveCardPlay =
  (command: CardPlay.PlayCard) =>
  (game: GameState): GameState => {
    const card = command.card;
    // Temporal Causality Loop: the card play, recorded as an action of its player's turn, is complete
    const completed = (answered: boolean) => ActionRecord.resolveAwaited(card, game, answered);
    if (!isBeingPlayed(card)(game)) {
      if (game.cards[card]?.zone.kind === 'hand') return completed(true)(game);
      return completed(true)(
        CardPlay.useCardPlay(command, game)(record(`${named(card)(game)} is nullified`, card)(game)),
      );
    }
    const inHand = moveCard(card, { kind: 'hand', player: command.player })(game);
    if (
      (command.kind === 'report' || command.kind === 'build' || command.kind === 'timeLocation') &&
      E.isLeft(CardPlay.canPlay(command)(inHand))
    )
      return completed(false)(
        record(`${named(card)(game)} can no longer be played and stays in hand`, card)(inHand),
      );
    return openDrawWindows(game)(completed(false)(CardPlay.resolvePlay(command)(inHand)));
  };

// Rulebook "Playing 'At Any Time'": an activated hidden agenda's "gametext takes immediate effect (or retroactive
// effect, if a valid response)": Mission Debriefing stops the team that just finished its mission attempt
const activateInResponse =
  (command: HiddenAgenda.ActivateAgenda, action: Action | undefined) =>
  (game: GameState): GameState => {
    const activated = HiddenAgenda.activate(command)(game);
    return action?.kind === 'missionCompleted' ? stopTeamAfterAttempt(action.team)(activated) : activated;
  };

/** The innermost action leaves the stack and has its results (which may open windows of their own). */
const resolveTop = (game: GameState): GameState => {
  const responding = game.responding;
  const top = topOf(responding);
  if (responding === undefined || top === undefined) return game;
  const popped = { ...game, responding: { ...responding, stack: responding.stack.slice(0, -1), passed: [] } };
  if (top.kind === 'personnelTargetedToDie') return TargetedToDie.dieUnsaved(top)(popped);
  return top.kind === 'cardPlay' ? resolveCardPlay(top.command)(popped) : popped;
};

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
    const played =
      command.type === 'agenda.activate'
        ? activateInResponse(command, topOf(responding))(game)
        : command.type === 'card.use'
          ? TargetedToDie.save(command)(game)
          : TribbleActions.isAnyTime(command)
            ? TribbleActions.apply(command)(game)
            : command.type === 'card.infiltrate' || command.type === 'card.expose'
              ? InfiltrationActions.applyInfiltration(command)(game)
              : CardPlay.play(command)(game);
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

// Rulebook "End of Turn": the end-of-turn actions, then the card draw, which may be answered (Subspace Schism)
/**
 * The end-of-turn actions and draw (`Turn.endTurn`), with a response window on the card draws they made.
 * @category operations
 */
export const endTurn = (game: GameState): GameState => openDrawWindows(game)(endTurnActions(game));

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
