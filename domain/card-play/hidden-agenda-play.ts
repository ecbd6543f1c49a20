// Rulebook "Entering Play" and "Playing 'At Any Time'": an [HA] card is played from hand face down on its player's table
// as its type normally plays (the normal card play), and activated at any time by flipping it face up: it enters play
// as its declared text directs (placement, target, immediate effects: the card play port) and never flips face down
// again. On the player's own turn the activation is part of the turn decision, orders begun or not; on the opponent's
// turn it is offered where interrupts play "at any time" (the `turnEnd` response window), never interrupting an action
// in progress, unless its activation is a valid response to it ("retroactive effect"): an [HA] card whose text
// `respondsTo` the action is offered in that action's response window (domain/responses/valid.ts: Mission Debriefing
// just after a mission attempt). What a hidden agenda is, and which cards may go face down, are the special rules'
// (domain/special-rules/hidden-agenda.ts); seeding one is the seed phases' (domain/seed-phases/hidden-agenda-seed.ts).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { named, record } from '../core/chronicle';
import { openDrawWindows } from '../core/draw-windows';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { textPlayKind } from '../core/play-kind';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';
import {
  checkFaceDown,
  hasHiddenAgendaIcon,
  isHiddenAgenda,
  placeFaceDown,
} from '../special-rules/hidden-agenda';
import { cardText } from './card-play-port';
import { checkTiming, useCardPlay } from './card-play-timing';
import type { PlayText } from './play-text';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Play an [HA] card from hand face down on your table, as its normal card play. */
export interface PlayFaceDown {
  readonly type: 'agenda.play';
  readonly player: PlayerId;
  readonly card: CardId;
}

/** Flip your face-down hidden agenda face up, with the choices its text makes when it plays (`PlayText`). */
export interface ActivateAgenda extends Omit<PlayText, 'type' | 'kind'> {
  readonly type: 'agenda.activate';
}

const ANY_TIME = "Playing 'At Any Time'";

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Entering Play": "A card with the [HA] Hidden Agenda icon must be played face-down on the table", as the
// card play its type uses
/**
 * Right when `player` may play the card face down from hand now, else the rule it breaks.
 * @category predicates
 */
export const checkPlayFaceDown =
  (command: PlayFaceDown) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.card];
    if (card?.zone.kind !== 'hand' || card.zone.player !== command.player)
      return E.left(ruleError('Play a Card', `${command.card} is not a card in ${command.player}'s hand.`));
    return pipe(
      checkFaceDown(command.card)(game),
      E.flatMap(() => textPlayKind(blueprintOf(command.card)(game))),
      E.flatMap((kind) => checkTiming(kind, command.player)(game)),
    );
  };

// Rulebook "Playing 'At Any Time'": "You may activate a face-down [HA] Hidden Agenda card by flipping it face-up at
// any time … It enters play when flipped"; as it enters play it follows its text (target, uniqueness)
/**
 * Right when `player` may activate this hidden agenda now with these choices, else the rule it breaks (when is the
 * caller's: the turn decision, or the opponent's `turnEnd` window).
 * @category predicates
 */
export const checkActivate =
  (command: ActivateAgenda) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.card];
    if (card === undefined || !isHiddenAgenda(card) || card.controller !== command.player)
      return E.left(
        ruleError(ANY_TIME, `${command.card} is not a face-down hidden agenda of ${command.player}'s.`),
      );
    return cardText().checkText(asPlay(command)(game))(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Every face-down play from hand `player` may make now. @category operations */
export const playCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<PlayFaceDown> =>
    cardsInZone({ kind: 'hand', player })(game)
      .filter((card) => hasHiddenAgendaIcon(blueprintOf(card)(game)))
      .map((card): PlayFaceDown => ({ type: 'agenda.play', player, card }))
      .filter((command) => E.isRight(checkPlayFaceDown(command)(game)));

/**
 * Every activation `player` may make now: each hidden agenda of theirs, with each choice its text allows.
 * @category operations
 */
export const activateCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<ActivateAgenda> =>
    cardsInZone({ kind: 'table', player })(game)
      .filter((card) => game.cards[card]?.faceUp === false && game.cards[card]?.controller === player)
      .flatMap((card) => cardText().textCandidates(player, card)(game))
      .map(
        ({ type: _type, kind: _kind, ...choices }): ActivateAgenda => ({
          ...choices,
          type: 'agenda.activate',
        }),
      )
      .filter((command) => E.isRight(checkActivate(command)(game)));

// Rulebook "Entering Play": "The player does not announce its title or use its gametext at this time"
/**
 * The game after a legal face-down play: the card face down on the table, the card play it used spent.
 * @category operations
 */
export const playFaceDown =
  (command: PlayFaceDown) =>
  (game: GameState): GameState => {
    const kind = E.getOrElseW(() => 'event' as const)(textPlayKind(blueprintOf(command.card)(game)));
    const placed = record(
      `${command.player} plays a card face down (a hidden agenda)`,
      command.card,
    )(placeFaceDown(command.player, command.card)(game));
    return useCardPlay({ type: 'card.play', player: command.player, card: command.card, kind }, game)(placed);
  };

// Rulebook "Playing 'At Any Time'": "It enters play when flipped. Its gametext takes immediate effect … It may not
// be flipped face-down again"; as an "at any time" play it uses no card play; a draw it makes may be answered
/**
 * The game after a legal activation: the card face up and in play where its text directs, its effects resolved.
 * @category operations
 */
export const activate =
  (command: ActivateAgenda) =>
  (game: GameState): GameState =>
    openDrawWindows(game)(
      cardText().playText(asPlay(command)(game))(
        record(
          `${command.player} activates the hidden agenda ${named(command.card)(game)}`,
          command.card,
        )(game),
      ),
    );

/** The activation as the play of the card's text it stands for. */
const asPlay =
  (command: ActivateAgenda) =>
  (game: GameState): PlayText => {
    const { type: _type, ...choices } = command;
    const kind = E.getOrElseW(() => 'event' as const)(textPlayKind(blueprintOf(command.card)(game)));
    return { ...choices, type: 'card.play', kind };
  };
