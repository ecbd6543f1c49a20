// Static Warp Bubble: "Plays on table. Opponent must discard one card before ending each turn. (Not cumulative.)"
// Rulebook 12.2: "each" turn is each turn of the card's subject, the opponent; the card they discard is theirs to
// choose, from hand (Rulebook "Leaving Play": "You may not discard cards unless a card or rule allows or requires
// it"). Until they have, they may not end the turn; with no card in hand there is nothing to discard. One discard
// each turn whatever the copies (12.9). The turn decision lists `card.discard` and asks `checkEndTurn`.
import * as E from 'fp-ts/Either';
import { canAct } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import { type CardId, cardsIn, type GameState, moveCard, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Discard a card from your hand, as a card in play requires before you end your turn (Static Warp Bubble). */
export interface DiscardCard {
  readonly type: 'card.discard';
  readonly player: PlayerId;
  readonly card: CardId;
}

const KEY = 'requiredDiscard';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The title of the opponent's card in play that requires `player` to discard before ending this turn, if any. */
const requiredBy = (player: PlayerId, game: GameState): string | undefined =>
  game.turn.active !== player || usedThisTurn(player, KEY)(game)
    ? undefined
    : rulesInPlay('opponentDiscardsBeforeEndingTurn')(game).find(
        (r) => r.source.controller !== player && canAct(r.source.id)(game),
      )?.source.title;

/**
 * Whether `player` must still discard a card from hand before ending this turn.
 * @category predicates
 */
export const mustDiscard =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    requiredBy(player, game) !== undefined && cardsIn({ kind: 'hand', player })(game).length > 0;

// Static Warp Bubble: "Opponent must discard one card before ending each turn"
/**
 * Right when no card in play still requires `player` to discard before ending the turn.
 * @category predicates
 */
export const checkEndTurn =
  (player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const title = requiredBy(player, game);
    return title === undefined || !mustDiscard(player)(game)
      ? E.right(undefined)
      : E.left(ruleError(title, `${title}: discard one card from your hand before ending your turn.`));
  };

/**
 * Right when the player must discard and the card is in their hand.
 * @category predicates
 */
export const checkDiscard =
  (command: DiscardCard) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!mustDiscard(command.player)(game))
      return E.left(
        ruleError('Leaving Play', 'You may not discard cards unless a card or rule requires it.'),
      );
    const card = game.cards[command.card];
    return card?.zone.kind === 'hand' && card.zone.player === command.player
      ? E.right(undefined)
      : E.left(ruleError('Leaving Play', `${command.card} is not a card in your hand.`));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after the required discard: the card on top of its owner's discard pile.
 * @category operations
 */
export const discard =
  (command: DiscardCard) =>
  (game: GameState): GameState => {
    const discarded = useThisTurn(
      command.player,
      KEY,
    )(moveCard(command.card, { kind: 'discard', player: command.player })(game));
    return record(`${command.player} discards ${named(command.card)(discarded)}`, command.card)(discarded);
  };

/**
 * Every required discard the player may make now: each card in their hand, while they must discard.
 * @category operations
 */
export const discardCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<DiscardCard> =>
    mustDiscard(player)(game)
      ? cardsIn({ kind: 'hand', player })(game).map((card) => ({ type: 'card.discard', player, card }))
      : [];
