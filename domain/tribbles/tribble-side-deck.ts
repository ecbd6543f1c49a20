// Storage Compartment Door: "Place one atop Tribble side deck during the seed phase. Side deck is now open and in play.
// Once each turn, you may draw up to 3 cards from side deck, then play or discard each." Rulebook "[Tribble] Tribbles
// (11.3)": "[Tribble] Tribble cards may be played only from a Tribble side deck (opened with Storage Compartment Door)".
//
// `tribbles.draw` (the door's player's, once each turn, not an order and no card play: on their own turn a turn action,
// on the opponent's turn in the turn-end response window where interrupts play) draws one to three cards into hand; a
// follow-up decision (`GameState.choosing`, domain/card-effects/follow-up.ts) then asks for each in turn:
// `tribble.play` at a place `Tribbles.checkPlacement` allows (a card whose text is declared), or `tribble.discard`.
// The door's second use ("OR Stock in deck and play (once each turn) to download …") is its declared text
// (cards/effects/twt/storage-compartment-door.ts, domain/card-effects/tribble-download.ts). Not implemented: the draw
// at other moments of the opponent's turn (the engine asks them only at its end).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, getCard, moveCard, type PlayerId, type Zone } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import * as SideDecks from '../deck-building/side-decks';
import type { Place } from '../orders/places';
import * as Tribbles from './tribbles';
import * as TroubleSpread from './trouble-spread';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Storage Compartment Door: draw up to 3 cards from your open Tribble side deck. */
export interface DrawTribbles {
  readonly type: 'tribbles.draw';
  readonly player: PlayerId;
  readonly count: number;
}

/** The cards drawn from the Tribble side deck, each still to be played or discarded. */
export interface DrawnTribbles {
  readonly kind: 'tribblesDrawn';
  readonly player: PlayerId;
  readonly source: CardId;
  readonly cards: ReadonlyArray<CardId>;
}

/** "then play or discard each": play a drawn card at a place (a ship or facility, or a mission's planet surface). */
export type DrawnCommand =
  | { readonly type: 'tribble.play'; readonly player: PlayerId; readonly card: CardId; readonly place: Place }
  | { readonly type: 'tribble.discard'; readonly player: PlayerId; readonly card: CardId };

const DOOR = 'Storage Compartment Door';
const MAX_DRAWN = 3;
const ONCE = 'Storage Compartment Door: draw';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Storage Compartment Door: "Once each turn, you may draw up to 3 cards from side deck"
/**
 * Right when the player may draw `count` cards from their open Tribble side deck now.
 * @category predicates
 */
export const checkDraw =
  (command: DrawTribbles) =>
  (game: GameState): E.Either<RuleError, CardId> => {
    const door = SideDecks.openingDoorway(SideDecks.TRIBBLE, command.player)(game);
    if (O.isNone(door)) return E.left(ruleError(DOOR, `${command.player} has no open Tribble side deck.`));
    if (usedThisTurn(command.player, ONCE)(game))
      return E.left(
        ruleError(DOOR, 'Once each turn: the Tribble side deck was already drawn from this turn.'),
      );
    const size = SideDecks.cardsOf(SideDecks.TRIBBLE, command.player)(game).length;
    if (!Number.isInteger(command.count) || command.count < 1 || command.count > Math.min(MAX_DRAWN, size))
      return E.left(ruleError(DOOR, `Draw 1 to ${Math.min(MAX_DRAWN, size)} cards, not ${command.count}.`));
    return E.right(door.value);
  };

/**
 * Right when the command plays or discards a card still drawn, at a place the card may play at.
 * @category predicates
 */
export const checkDrawn =
  (followUp: DrawnTribbles, command: DrawnCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!followUp.cards.includes(command.card))
      return E.left(
        ruleError(DOOR, `${command.card} is not a card drawn from the Tribble side deck to play.`),
      );
    if (command.type === 'tribble.discard') return E.right(undefined);
    const declared = Tribbles.checkTextDeclared(command.card)(game);
    if (E.isLeft(declared)) return declared;
    return E.map(() => undefined)(Tribbles.checkPlacement(command.player, command.card, command.place)(game));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal draw: the cards in hand, waiting to be played or discarded one by one.
 * @category operations
 */
export const draw =
  (command: DrawTribbles) =>
  (game: GameState): GameState => {
    const door = checkDraw(command)(game);
    if (E.isLeft(door)) return game;
    const cards = SideDecks.cardsOf(SideDecks.TRIBBLE, command.player)(game).slice(0, command.count);
    const drawn = cards.reduce(
      (g, id) => moveCard(id, { kind: 'hand', player: command.player }, 'bottom')(g),
      useThisTurn(command.player, ONCE)(game),
    );
    const chosen: DrawnTribbles = {
      kind: 'tribblesDrawn',
      player: command.player,
      source: door.right,
      cards,
    };
    return record(`${command.player} draws ${cards.length} from the Tribble side deck`)({
      ...drawn,
      choosing: chosen,
    });
  };

/**
 * The game after a drawn card is played or discarded; the follow-up ends with the last one.
 * @category operations
 */
export const resolveDrawn =
  (followUp: DrawnTribbles, command: DrawnCommand) =>
  (game: GameState): GameState => {
    const played =
      command.type === 'tribble.discard'
        ? moveCard(command.card, { kind: 'discard', player: command.player })(game)
        : O.match(
            () => game,
            (zone: Zone) => Tribbles.playAt(command.player, command.card, zone)(game),
          )(O.fromEither(Tribbles.checkPlacement(command.player, command.card, command.place)(game)));
    const text =
      command.type === 'tribble.discard'
        ? `${command.player} discards ${named(command.card)(game)} from the Tribble side deck`
        : `${command.player} plays ${named(command.card)(played)} at ${named(command.place)(played)}`;
    const cards = followUp.cards.filter((id) => id !== command.card);
    const { choosing: _done, ...rest } = played;
    const next = record(text)(cards.length === 0 ? rest : { ...rest, choosing: { ...followUp, cards } });
    // ... on the Station: "Just after this group breeds" (a large tribble card played on it)
    return command.type === 'tribble.play'
      ? TroubleSpread.afterPlayed(command.card, getCard(command.card)(next).zone)(next)
      : next;
  };

/**
 * Every legal draw: 1 to 3 cards (fewer when the side deck holds fewer).
 * @category operations
 */
export const drawCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<DrawTribbles> => {
    const size = SideDecks.cardsOf(SideDecks.TRIBBLE, player)(game).length;
    const all = Array.from(
      { length: Math.min(MAX_DRAWN, size) },
      (_, i): DrawTribbles => ({
        type: 'tribbles.draw',
        player,
        count: i + 1,
      }),
    );
    return all.filter((command) => E.isRight(checkDraw(command)(game)));
  };

/**
 * Every legal play or discard of the drawn cards: each card at each place it may play at, and each discard.
 * @category operations
 */
export const drawnCandidates =
  (followUp: DrawnTribbles) =>
  (game: GameState): ReadonlyArray<DrawnCommand> => {
    const player = followUp.player;
    const places = Tribbles.places(game);
    return followUp.cards.flatMap(
      (card): ReadonlyArray<DrawnCommand> => [
        ...places
          .map((place): DrawnCommand => ({ type: 'tribble.play', player, card, place }))
          .filter((command) => E.isRight(checkDrawn(followUp, command)(game))),
        { type: 'tribble.discard', player, card },
      ],
    );
  };
