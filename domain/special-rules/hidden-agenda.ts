// Rulebook "Entering Play", "Playing 'At Any Time'" and the [HA] Hidden Agenda icon: an [HA] card is played (as its
// type normally plays: the normal card play) or seeded (domain/seed-phases/hidden-agenda-seed.ts) face down on its player's table.
// Its title is not announced, its text is not used, it is not in play (`Persona.isInPlay`) and only its owner may see
// it (`View.canSee`; both may count it). Its controller may activate it at any time by flipping it face up: it enters
// play as its declared text directs (placement, target, immediate effects: the card play port) and never flips
// face down again. On the player's own turn the activation is part of the turn decision, orders begun or not; on the
// opponent's turn it is offered where interrupts play "at any time" (the `turnEnd` response window), never
// interrupting an action in progress, unless its activation is a valid response to it ("retroactive effect"): an [HA]
// card whose text `respondsTo` the action is offered in that action's response window (domain/responses/valid.ts:
// Mission Debriefing just after a mission attempt). Playing face down a card with no [HA] icon forfeits the game: the
// engine never offers it and refuses it. Only [HA] cards whose text is declared may go face down (an undeclared one
// could never be activated). Not implemented: the Rulings' downloads of [HA] cards.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { Blueprint } from '../../cards/blueprint';
import { cardText } from '../card-play/card-play-port';
import { checkTiming, useCardPlay } from '../card-play/card-play-timing';
import type { PlayText } from '../card-play/play-text';
import { named, record } from '../core/chronicle';
import { openDrawWindows } from '../core/draw-windows';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { textPlayKind } from '../core/play-kind';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';

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

const ENTERING = 'Entering Play';
const ANY_TIME = "Playing 'At Any Time'";

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether a printed card has the [HA] Hidden Agenda icon. @category predicates */
export const hasHiddenAgendaIcon = (card: Blueprint): boolean => card.icons.includes('HA');

// Rulebook "Entering Play": "Face-down cards are not considered 'in play' until encountered or activated"
/** Whether a card is a hidden agenda waiting face down on the table. @category predicates */
export const isHiddenAgenda = (card: CardInstance): boolean => card.zone.kind === 'table' && !card.faceUp;

// Rulebook "Entering Play": "If a player seeds or plays a card as a hidden agenda (face-down) when it does not have a
// [HA] icon, that player forfeits the game"
/**
 * Right when the card may go face down as a hidden agenda: it has the [HA] icon and declared text to activate.
 * @category predicates
 */
export const checkFaceDown =
  (card: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(card)(game);
    if (!hasHiddenAgendaIcon(blueprint))
      return E.left(
        ruleError(
          ENTERING,
          `${blueprint.title} has no [HA] icon: seeding or playing it face down as a hidden agenda forfeits the game.`,
        ),
      );
    return pipe(
      textPlayKind(blueprint),
      E.map(() => undefined),
    );
  };

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

/**
 * The card moved face down onto `player`'s table, controlled by them.
 * @category operations
 */
export const placeFaceDown = (player: PlayerId, card: CardId) => (game: GameState) =>
  updateCard(card, (c) => ({ ...c, faceUp: false, controller: player }))(
    moveCard(card, { kind: 'table', player }, 'bottom')(game),
  );

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
