// Rulebook "Leaving Play": "You may not discard cards unless a card or rule allows or requires it." A card in play
// allows a player to discard a card of their hand (`allow('discard', …)`, the query point `discard.allowed`), once
// each of their turns (Rulebook 12.2: "each" turn is each turn of the rule's subject) whatever the cards that allow
// it; the card to discard is theirs to choose. When a card requires it (`required: 'beforeEndingTurn'`, Static Warp
// Bubble: "Opponent must discard one card before ending each turn. (Not cumulative.)"), they may not end the turn
// while they still may; with no card in hand there is nothing to discard. The turn decision lists `card.discard` and
// asks `checkEndTurn`.
import * as E from 'fp-ts/Either';
import { named, record } from '../core/chronicle';
import { type CardId, cardsIn, type GameState, moveCard, type PlayerId } from '../core/game-state';
import { type Allowance, allowancesOf, hasUsedAllowance, useAllowance } from '../core/permissions';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Discard a card from your hand, as a card in play allows or requires (Static Warp Bubble). */
export interface DiscardCard {
  readonly type: 'card.discard';
  readonly player: PlayerId;
  readonly card: CardId;
}

const NONE: ReadonlyArray<Allowance> = [];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The cards in play that let `player` discard from hand now: their turn, no such discard made this turn. */
const allowances = (player: PlayerId, game: GameState): ReadonlyArray<Allowance> =>
  game.turn.active !== player || hasUsedAllowance('discard', player)(game)
    ? NONE
    : allowancesOf('discard', { player })(game);

/**
 * Whether `player` may discard a card from hand now: a card in play allows it, none discarded so this turn, and they
 * hold a card.
 * @category predicates
 */
export const mayDiscard =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    allowances(player, game).length > 0 && cardsIn({ kind: 'hand', player })(game).length > 0;

// Static Warp Bubble: "Opponent must discard one card before ending each turn"
/**
 * Right when no card in play still requires `player` to discard before ending this turn.
 * @category predicates
 */
export const checkEndTurn =
  (player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const requiring = allowances(player, game).find((a) => a.required === 'beforeEndingTurn');
    return requiring === undefined || !mayDiscard(player)(game)
      ? E.right(undefined)
      : E.left(
          ruleError(
            requiring.title,
            `${requiring.title}: discard one card from your hand before ending your turn.`,
          ),
        );
  };

/**
 * Right when the player may discard and the card is in their hand.
 * @category predicates
 */
export const checkDiscard =
  (command: DiscardCard) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!mayDiscard(command.player)(game))
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
 * The game after the discard: the card on top of its owner's discard pile, the discard of the turn used.
 * @category operations
 */
export const discard =
  (command: DiscardCard) =>
  (game: GameState): GameState => {
    const discarded = useAllowance(
      'discard',
      command.player,
    )(moveCard(command.card, { kind: 'discard', player: command.player })(game));
    return record(`${command.player} discards ${named(command.card)(discarded)}`, command.card)(discarded);
  };

/**
 * Every discard the player may make now: each card in their hand, while they may discard.
 * @category operations
 */
export const discardCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<DiscardCard> =>
    mayDiscard(player)(game)
      ? cardsIn({ kind: 'hand', player })(game).map((card) => ({ type: 'card.discard', player, card }))
      : [];
