// Guest Quarters: "Once each turn, any player who has a V.I.P. unopposed here may, in place of one card draw, draw two
// cards and place one of them beneath draw deck. (Not cumulative.)" The card draw the engine lets a player replace is
// the end-of-turn draw (domain/turn/end-of-turn-draw.ts, `turn.draw`; README "Downloads in place of a card draw"): the
// player with a V.I.P. (a personnel with that classification or skill, able to act) at such a site, unopposed there
// (Rulings "unopposed", ./unopposed.ts), and at least two cards in their draw deck answers `card.draw` naming the site;
// they draw two, then choose the one placed beneath their draw deck (a follow-up choice, `card.choose`). Once each turn
// per player whatever the copies ("Not cumulative", Rulebook 12.9). The response windows on the end of the turn's card
// draws open once the choice is made, on the card kept.
import * as E from 'fp-ts/Either';
import { hasSkill } from '../cards-in-play/skills';
import type { CardDraws } from '../core/card-draws';
import { named, record } from '../core/chronicle';
import { drawCards } from '../core/draw-cards';
import { drawsBetween, openWindowsOnDraws, withLaterDraws } from '../core/draw-windows';
import { type CardId, cardsIn, type GameState, moveCard, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { sitesGranting } from './unopposed';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** In place of the end-of-turn card draw, draw two cards by the text of `site`. */
export interface DrawTwoInPlaceOfDraw {
  readonly type: 'card.draw';
  readonly player: PlayerId;
  readonly site: CardId;
}

/** `player` chooses which of the two cards drawn goes beneath their draw deck. */
export interface PlaceBeneathChoice {
  readonly kind: 'placeBeneathDrawDeck';
  readonly player: PlayerId;
  readonly site: CardId;
  readonly drawn: ReadonlyArray<CardId>;
  /** The card draws of the end-of-turn actions, whose response windows open after the choice. */
  readonly earlierDraws: ReadonlyArray<CardDraws>;
}

/** The answer: the card placed beneath the draw deck. */
export interface PlaceBeneathCommand {
  readonly type: 'card.choose';
  readonly player: PlayerId;
  readonly card: CardId;
}

const RULE = 'Guest Quarters';
const USED = 'Guest Quarters: draw two';

const SENTENCE =
  /^Once each turn, any player who has a V\.I\.P\. unopposed here may, in place of one card draw, draw two cards and place one of them beneath draw deck\.$/;
const NOT_CUMULATIVE = '(Not cumulative.)';

const drawTwoSites = sitesGranting(SENTENCE, (id, _named, game) => hasSkill(id, 'V.I.P.')(game));

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a sentence of a site is the draw read here (with its "(Not cumulative.)"), for `stccg coverage`.
 * @category predicates
 */
export const isDrawTwoSentence = (sentence: string): boolean =>
  SENTENCE.test(sentence) || sentence === NOT_CUMULATIVE;

/**
 * Right when `player` may draw two cards in place of their card draw by the site's text now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: DrawTwoInPlaceOfDraw) =>
  (game: GameState): E.Either<RuleError, void> => {
    const { player, site } = command;
    if (usedThisTurn(player, USED)(game))
      return E.left(
        ruleError(RULE, `${player} already drew two in place of a card draw this turn (not cumulative).`),
      );
    if (cardsIn({ kind: 'drawDeck', player })(game).length < 2)
      return E.left(ruleError(RULE, `${player}'s draw deck holds fewer than two cards to draw.`));
    return drawTwoSites(player)(game).includes(site)
      ? E.right(undefined)
      : E.left(
          ruleError(RULE, `${player} has no V.I.P. unopposed at ${site} whose text lets them draw two.`),
        );
  };

/**
 * Right when the card named is one of the two drawn, else the rule it breaks.
 * @category predicates
 */
export const checkPlaced =
  (choice: PlaceBeneathChoice, command: PlaceBeneathCommand) =>
  (_game: GameState): E.Either<RuleError, void> =>
    command.player === choice.player && choice.drawn.includes(command.card)
      ? E.right(undefined)
      : E.left(ruleError(RULE, 'Place one of the two cards just drawn beneath the draw deck.'));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Each legal draw of two in place of `player`'s card draw now: one per site that allows it.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<DrawTwoInPlaceOfDraw> =>
    drawTwoSites(player)(game)
      .map((site): DrawTwoInPlaceOfDraw => ({ type: 'card.draw', player, site }))
      .filter((command) => E.isRight(check(command)(game)));

/**
 * The game after the two cards are drawn, waiting on the choice of the one placed beneath the draw deck.
 * @category operations
 */
export const drawTwo =
  (command: DrawTwoInPlaceOfDraw, earlierDraws: ReadonlyArray<CardDraws>) =>
  (game: GameState): GameState => {
    const { player, site } = command;
    const drawn = useThisTurn(player, USED)(drawCards(player, 2)(game));
    const cards = drawsBetween(game, drawn).find((draw) => draw.player === player)?.cards ?? [];
    const choice: PlaceBeneathChoice = {
      kind: 'placeBeneathDrawDeck',
      player,
      site,
      drawn: cards,
      earlierDraws,
    };
    return {
      ...record(`${player} draws two cards in place of a card draw: ${named(site)(drawn)}`, site)(drawn),
      choosing: choice,
    };
  };

/**
 * The game after the card chosen is placed beneath the draw deck; then the response windows on the end of the turn's
 * card draws (the card kept among them).
 * @category operations
 */
export const placeBeneath =
  (choice: PlaceBeneathChoice, command: PlaceBeneathCommand) =>
  (game: GameState): GameState => {
    const { choosing: _made, ...rest } = game;
    const placed = record(
      `${choice.player} places a card beneath their draw deck: ${named(choice.site)(rest)}`,
    )(moveCard(command.card, { kind: 'drawDeck', player: choice.player }, 'bottom')(rest));
    const kept = choice.drawn.filter((card) => card !== command.card);
    return openWindowsOnDraws(withLaterDraws(choice.earlierDraws, [{ player: choice.player, cards: kept }]))(
      placed,
    );
  };

/**
 * Every answer: each card drawn.
 * @category operations
 */
export const choices = (choice: PlaceBeneathChoice, player: PlayerId): ReadonlyArray<PlaceBeneathCommand> =>
  player === choice.player ? choice.drawn.map((card) => ({ type: 'card.choose', player, card })) : [];
