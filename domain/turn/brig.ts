// Rulebook "Capture": "If the ship or facility has a brig, the captive may be placed there. (She is still held, but
// is no longer escorted, which affects a few cards like Suicidal Attack.)" The captor places an escorted captive aboard
// their own ship or facility that has a brig (its text "Has a Brig", or a card on it that "Adds a Brig": Holding Cell
// Door) in the brig (`captive.brig`). Like the other captive actions (domain/turn/captive-actions.ts) it is done during the
// captor's own turn and is not an order. A captive in a brig is held, so it is neither moved with an escort nor
// released by its owner's personnel: only a card releases it.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { captives, hasBrig, holdOf, placeInBrig } from '../capture/capture';
import { named } from '../core/chronicle';
import { type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkOwnTurn } from './captive-actions';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Place your escorted captive in the brig of your ship or facility it is aboard (Rulebook "Capture"). */
export interface PlaceInBrig {
  readonly type: 'captive.brig';
  readonly player: PlayerId;
  readonly card: CardId;
}

const RULE = 'Capture';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Capture": "If the ship or facility has a brig, the captive may be placed there"
/**
 * Right when the player may place the captive in the brig of the ship or facility it is aboard now, else the rule.
 * @category predicates
 */
export const checkPlaceInBrig =
  (command: PlaceInBrig) =>
  (game: GameState): E.Either<RuleError, void> => {
    const turn = checkOwnTurn(command.player, game);
    if (E.isLeft(turn)) return turn;
    const card = game.cards[command.card];
    if (card?.captive?.by !== command.player)
      return E.left(ruleError(RULE, `${command.card} is not a captive you hold`));
    if (O.getOrElse(() => '')(holdOf(command.card)(game)) !== 'escort')
      return E.left(ruleError(RULE, `${named(command.card)(game)} is not escorted by your personnel`));
    const zone = card.zone;
    return zone.kind === 'aboard' &&
      getCard(zone.carrier)(game).controller === command.player &&
      hasBrig(zone.carrier)(game)
      ? E.right(undefined)
      : E.left(
          ruleError(RULE, `${named(command.card)(game)} is not aboard your ship or facility with a brig`),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal `captive.brig`: the captive held in the brig, no longer escorted.
 * @category operations
 */
export const applyPlaceInBrig =
  (command: PlaceInBrig) =>
  (game: GameState): GameState => {
    const placed = placeInBrig(command.card)(game);
    if (E.isLeft(placed)) throw new Error(`captive.brig: ${placed.left.rule}: ${placed.left.message}`);
    return placed.right;
  };

/**
 * Every `captive.brig` the player may make now, exactly: each of their escorted captives aboard their ship or
 * facility with a brig.
 * @category operations
 */
export const brigCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<PlaceInBrig> =>
    captives(game)
      .map((card): PlaceInBrig => ({ type: 'captive.brig', player, card }))
      .filter((command) => E.isRight(checkPlaceInBrig(command)(game)));
