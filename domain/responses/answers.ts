// Rulebook "Playing 'At Any Time'" and Rulings "actions – step 2": the commands that answer the action under way in
// a response window, by kind: a card play (a valid response, or an "at any time" interrupt at the turn's end), a
// hidden agenda activated, a card in play used (Genetronic Replicator), a tribble action or an infiltrator's action
// at the opponent's turn end, or a pass. What each player may answer, whether a command answers now, and its play.
import * as E from 'fp-ts/Either';
import type * as CardPlay from '../card-play/card-play';
import * as HiddenAgenda from '../card-play/hidden-agenda-play';
import type * as CardAbilities from '../cards-in-play/card-abilities';
import { named } from '../core/chronicle';
import { recordEvents } from '../core/game-events';
import type { GameState, PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import type * as InfiltrationActions from '../infiltration/infiltration-actions';
import * as TribbleActions from '../tribbles/tribble-actions';
import { anyTimePlays, applyAnyTimePlay, checkAnyTimePlay, isAnyTimePlayType } from './any-time';
import { describeAction } from './describe-action';
import { type Action, topOf } from './model';
import { responseText, type UseCard } from './response-port';
import { agendaResponses, validResponses } from './valid';

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
  | UseCard
  | TribbleActions.AnyTimeCommand
  | CardAbilities.ActivateAbility
  | InfiltrationActions.InfiltrationCommand
  | PassResponse;

const ANY_TIME = "Playing 'At Any Time'";

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * What `player` may play in the window on `action`: valid responses (hidden agendas activated among them), or "at any
 * time" interrupts and hidden agenda activations at the turn's end.
 * @category predicates
 */
export const playsIn =
  (player: PlayerId, action: Action) =>
  (game: GameState): ReadonlyArray<Exclude<ResponseCommand, PassResponse>> => {
    if (action.kind === 'personnelTargetedToDie') return responseText().saves(player, action)(game);
    return action.kind === 'turnEnd'
      ? anyTimePlays(player)(game)
      : [...validResponses(player, action)(game), ...agendaResponses(player, action)(game)];
  };

/** The same play: card, kind, target (or none, for a battle just initiated), the personnel it kills, its option and function. */
const sameResponse = (a: CardPlay.PlayCard, b: CardPlay.PlayCard): boolean =>
  a.card === b.card &&
  a.kind === b.kind &&
  JSON.stringify('target' in a ? a.target : null) === JSON.stringify('target' in b ? b.target : null) &&
  JSON.stringify('kills' in a ? a.kills : null) === JSON.stringify('kills' in b ? b.kills : null) &&
  ('option' in a ? a.option : undefined) === ('option' in b ? b.option : undefined) &&
  ('function' in a ? a.function : undefined) === ('function' in b ? b.function : undefined) &&
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
    // at the turn's end, before its end-of-turn actions, the other player's plays "at any time" (any-time.ts)
    if (top.kind === 'turnEnd' && isAnyTimePlayType(command))
      return checkAnyTimePlay(command, top.player)(game);
    // Rulebook "Playing 'At Any Time'": activating a hidden agenda "may not interrupt another action in progress",
    // unless it is a valid response to it
    if (command.type === 'agenda.activate')
      return agendaResponses(command.player, top)(game).some((r) => r.card === command.card)
        ? HiddenAgenda.checkActivate(command)(game)
        : E.left(
            ruleError(
              ANY_TIME,
              `${named(command.card)(game)} is not a hidden agenda whose activation is a valid response to ${describeAction(top, game)}.`,
            ),
          );
    // Storage Compartment Door: "Once each turn, you may draw …"; an ability of "every" turn (1 Tribble: "Once every
    // turn, may "stop" one personnel present"): once the opponent's turn end is declared (any-time.ts), never inside
    // another action
    if (TribbleActions.isAnyTime(command))
      return E.left(
        ruleError(ANY_TIME, `No tribble action may be taken during ${describeAction(top, game)}.`),
      );
    if (command.type === 'card.activate')
      return E.left(
        ruleError(ANY_TIME, `No ability of a card in play may be used during ${describeAction(top, game)}.`),
      );
    // Rulebook "Infiltration": joining the opponent's crew or Away Team "even during your opponent's turn", exposing
    // "as a normal action during either player's turn": once the opponent's turn end is declared (any-time.ts), never
    // inside an action
    if (command.type === 'card.infiltrate' || command.type === 'card.expose')
      return E.left(ruleError(ANY_TIME, `An infiltrator may not act during ${describeAction(top, game)}.`));
    // Genetronic Replicator: "When a personnel is targeted to die, you may stop 2 MEDICAL present …"
    if (command.type === 'card.use')
      return top.kind === 'personnelTargetedToDie'
        ? responseText().checkSave(command, top)(game)
        : E.left(ruleError(ANY_TIME, `No card in play may be used during ${describeAction(top, game)}.`));
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

// Rulebook "Playing 'At Any Time'": an activated hidden agenda's "gametext takes immediate effect (or retroactive
// effect, if a valid response)": the attempt just completed is recorded again for its abilities alone (Mission
// Debriefing stops the team that just finished it; the settle step after the command answers it)
const activateInResponse =
  (command: HiddenAgenda.ActivateAgenda, action: Action | undefined) =>
  (game: GameState): GameState => {
    const activated = HiddenAgenda.activate(command)(game);
    return action?.kind === 'missionCompleted'
      ? recordEvents({
          type: 'attempt.finished',
          team: action.team,
          player: action.player,
          location: action.location,
          retroactiveFor: command.card,
        })(activated)
      : activated;
  };

/**
 * The game after a legal answer other than a pass, made on `answered` (the innermost action under way): its card
 * played, its hidden agenda activated or its action taken; a card play may open a window of its own.
 * @category operations
 */
export const answer =
  (command: Exclude<ResponseCommand, PassResponse>, answered: Action | undefined) =>
  (game: GameState): GameState =>
    command.type === 'agenda.activate'
      ? activateInResponse(command, answered)(game)
      : command.type === 'card.use'
        ? responseText().save(command)(game)
        : applyAnyTimePlay(command)(game);
