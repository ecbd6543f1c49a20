// Rulebook "Playing 'At Any Time'": "Even a card that plays 'at any time' may not interrupt another action in progress,
// unless it suspends play or is a valid response to that action"; the turn's actions: "You may not normally interrupt
// your own actions, or your opponents' actions, unless you use a card that is a valid response to that action".
// Which cards in a player's hand are valid responses to an action under way (their `respondsTo`, cards/effects, read by
// the interpreters through the response port), the hidden agendas that answer it, and who may answer it, in the order
// they are asked.
import * as O from 'fp-ts/Option';
import type { ActivateAgenda } from '../card-play/hidden-agenda-play';
import type { PlayText } from '../card-play/play-text';
import { declaredText } from '../core/declared-texts';
import { type CardId, type GameState, getCard, opponentOf, type PlayerId } from '../core/game-state';
import { cardsInZone } from '../core/zone-index';
import { type Action, actorOf } from './model';
import { responseText } from './response-port';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is being played: announced, face up, its results waiting on responses.
 * @category predicates
 */
export const isBeingPlayed =
  (card: CardId) =>
  (game: GameState): boolean =>
    game.cards[card]?.zone.kind === 'beingPlayed';

// Rulebook "Playing 'At Any Time'": a valid response to that action, from the player's hand
/**
 * Every play of a card in `player`'s hand that is a valid response to `action` now (the response port's).
 * @category predicates
 */
export const validResponses =
  (player: PlayerId, action: Action) =>
  (game: GameState): ReadonlyArray<PlayText> =>
    responseText().validResponses(player, action)(game);

// Rulebook "Playing 'At Any Time'": a face-down [HA] card activates "at any time (as if it were an 'at any time' card
// play) … Its gametext takes immediate effect (or retroactive effect, if a valid response)"
/**
 * Every activation of a face-down hidden agenda of `player`'s that is a valid response to `action` now (Mission
 * Debriefing: a mission attempt just finished).
 * @category predicates
 */
export const agendaResponses =
  (player: PlayerId, action: Action) =>
  (game: GameState): ReadonlyArray<ActivateAgenda> =>
    action.kind !== 'missionCompleted'
      ? []
      : cardsInZone({ kind: 'table', player })(game)
          .filter((card) => {
            const instance = getCard(card)(game);
            const text = declaredText(instance.blueprint);
            return (
              !instance.faceUp &&
              instance.controller === player &&
              O.isSome(text) &&
              text.value.respondsTo?.type === 'attemptFinished'
            );
          })
          .map((card): ActivateAgenda => ({ type: 'agenda.activate', player, card }));

// Rulings "actions – step 2": the player who did not take the action is asked first, then the one who did
/**
 * The players who hold a valid response to `action`, in the order they are asked: the other player first.
 * @category predicates
 */
export const respondersTo =
  (action: Action) =>
  (game: GameState): ReadonlyArray<PlayerId> => {
    const actor = actorOf(action);
    return [opponentOf(actor)(game), actor].filter(
      (p) => validResponses(p, action)(game).length > 0 || agendaResponses(p, action)(game).length > 0,
    );
  };
