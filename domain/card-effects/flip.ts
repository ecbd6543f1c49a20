// A card in play flips itself over as its text allows: the general permission `allow('flip', { limit })` (Distortion
// Field: "Plays crosswise face up on any planet location. Once each turn, flip card over."), the card allowing it the
// card flipped. Rulebook 12.2: "each" turn is each turn of the card's subject, the player who controls it; Rulebook
// "Once per game": "once each turn" whatever the copies. Flipping is the card's own action, not an order: it does not
// begin executing orders. A card flipped face down stays in play, and both players still know what it is
// (`View.canSee` asks the query point `view.seenByCardText`: `flippedByItselfAnswer`).
import * as E from 'fp-ts/Either';
import { isInPlay } from '../cards-in-play/persona';
import { canAct } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, getCard, type PlayerId, updateCard } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { type Sighting, seenByCardText } from '../core/sight-by-card-text';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import type { FlipCard } from '../turn/turn-port';
import { permissionsInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card in play has text that flips it over (so it stays known face down).
 * @category predicates
 */
export const flipsItself =
  (card: CardId) =>
  (game: GameState): boolean =>
    permissionsInPlay('allow', 'flip')(game).some((r) => r.source.id === card);

// Distortion Field: "Once each turn, flip card over", on its controller's turn (Rulings "once each turn": `limit`)
/**
 * Right when the player may flip the card over now.
 * @category predicates
 */
export const checkFlip =
  (command: FlipCard) =>
  (game: GameState): E.Either<RuleError, void> => {
    const rule = permissionsInPlay('allow', 'flip')(game).find((r) => r.source.id === command.card);
    const card = game.cards[command.card];
    if (rule === undefined || card === undefined || !isInPlay(card))
      return E.left(
        ruleError('Play a Card', `${command.card} is not a card in play that flips itself over.`),
      );
    if (card.controller !== command.player || game.turn.active !== command.player || game.phase !== 'play')
      return E.left(ruleError('12.2 Turns', `${rule.source.title} flips over on its controller's turn.`));
    if (!canAct(card.id)(game))
      return E.left(ruleError('10.2.3 Disabled', `${rule.source.title} may not act.`));
    return rule.effect.limit === 'onceEachTurn' && usedThisTurn(command.player, rule.source.title)(game)
      ? E.left(ruleError('Once each turn', `${rule.source.title} has been flipped over this turn.`))
      : E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal flip: the card face down if it was face up, and face up if it was face down.
 * @category operations
 */
export const flip =
  (command: FlipCard) =>
  (game: GameState): GameState => {
    const faceUp = !getCard(command.card)(game).faceUp;
    const rule = permissionsInPlay('allow', 'flip')(game).find((r) => r.source.id === command.card);
    const flipped = updateCard(command.card, (c) => ({ ...c, faceUp }))(game);
    const used =
      rule?.effect.limit === 'onceEachTurn'
        ? useThisTurn(command.player, rule.source.title)(flipped)
        : flipped;
    return record(
      `${named(command.card)(used)} is flipped face ${faceUp ? 'up' : 'down'}`,
      command.card,
    )(used);
  };

/**
 * Every flip the player might make now: their cards in play whose text flips them (`checkFlip` decides).
 * @category operations
 */
export const flipCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<FlipCard> =>
    permissionsInPlay(
      'allow',
      'flip',
    )(game)
      .filter((r) => r.source.controller === player)
      .map((r) => ({ type: 'card.flip', player, card: r.source.id }));

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

// Rulebook "Looking at Cards": a card in play flipped face down by its own text is still known to both players
/**
 * Card text answers `view.seenByCardText` for a card played on another that flips itself over.
 * @category instances
 */
export const flippedByItselfAnswer: Answer<Sighting, boolean> = {
  point: seenByCardText,
  by: 'allow flip',
  answer:
    ({ card }) =>
    (game) =>
      card.zone.kind === 'playedOn' && flipsItself(card.id)(game),
};
