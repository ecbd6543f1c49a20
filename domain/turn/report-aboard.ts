// Rulebook "Carried ships" and "Reporting for Duty": a card's text may let a ship report for duty aboard a carrier
// (Borg Sphere: "May be reported aboard, carried aboard and launched from any of your Borg cubes"; Kazon Raider:
// "Kazon shuttlecraft may report, be carried, and launch aboard"; Type 9 Shuttlecraft: "May report aboard your
// Intrepid- and Nova-class ships"). The ship enters play carried by that carrier (domain/orders/carry.ts), which is
// yours, in space, able to act and not cloaked or phased. `Reporting.canReport` adds the rules of every report
// (compatibility, native quadrant, uniqueness).
import * as E from 'fp-ts/Either';
import type { Affiliation } from '../../cards/blueprint';
import { canAct } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
} from '../core/game-state';
import { anyOf, ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { isCloaked } from '../orders/cloak';
import { isLanded } from '../orders/land';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = 'Carried ships';
const NONE: ReadonlyArray<CardId> = [];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** A ship in `player`'s hand reporting, in `affiliation`, aboard `carrier`. */
export interface ReportAboard {
  readonly ship: CardId;
  readonly carrier: CardId;
  readonly affiliation: Affiliation | null;
  readonly player: PlayerId;
}

/**
 * Query point: whether a card's text lets the ship report aboard the carrier (Rulebook "Carried ships": "Some cards …
 * permit ships to be carried aboard other ships", here from reporting on): the ship's own text, or a card in play's.
 * @category model
 */
export const reportAboardPermitted = anyOf<ReportAboard>('reporting.aboardPermitted');

/**
 * Query point: whether any card's text may let this ship in hand report aboard some carrier (its own text, or a card
 * in play's): a quick test before every carrier is asked about.
 * @category model
 */
export const mayReportAboardAny = anyOf<CardId>('reporting.aboardAtAll');

// Rulebook "Carried ships": a ship reports aboard another only as a card's text permits
/**
 * Whether a card's text lets the ship in `player`'s hand, reporting in `affiliation`, report aboard the carrier.
 * @category predicates
 */
export const mayReportAboard =
  (ship: CardId, carrier: CardId, affiliation: Affiliation | null, player: PlayerId) =>
  (game: GameState): boolean =>
    ask(reportAboardPermitted, { ship, carrier, affiliation, player })(game);

// Rulebook "Carried ships" and 7.6 Cloak: the carrier is your ship in space (not docked, landed or carried), able to act
// (Rulings "stasis": not "reported to a Borg Cube in stasis using the ship's game text"), not cloaked or phased
/**
 * Right when the ship in `player`'s hand may report, in `affiliation`, carried aboard the carrier.
 * @category predicates
 */
export const checkReportAboard =
  (ship: CardId, carrier: CardId, affiliation: Affiliation | null, player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[carrier];
    const title = blueprintOf(ship)(game).title;
    if (card === undefined || blueprintOf(carrier)(game).type !== 'Ship' || card.controller !== player)
      return E.left(ruleError(RULE, `${title} may report aboard only a ship of yours`));
    const carrierTitle = blueprintOf(carrier)(game).title;
    if (card.zone.kind !== 'atLocation' || isLanded(carrier)(game))
      return E.left(ruleError(RULE, `${carrierTitle} is not in space to carry ships`));
    if (!canAct(carrier)(game)) return E.left(ruleError(RULE, `${carrierTitle} may not be used now`));
    if (isCloaked(carrier)(game))
      return E.left(
        ruleError('7.6 Cloak', `${carrierTitle} is cloaked or phased: no ship may report aboard it`),
      );
    return mayReportAboard(ship, carrier, affiliation, player)(game)
      ? E.right(undefined)
      : E.left(ruleError(RULE, `No card lets ${title} report aboard ${carrierTitle}`));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The ships of `player` in space that the ship in hand might report aboard (a superset, for `canReport` to filter):
 * none unless its own text or a card in play lets ships report aboard.
 * @category operations
 */
export const reportingCarriers =
  (ship: CardId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    if (blueprintOf(ship)(game).type !== 'Ship' || !ask(mayReportAboardAny, ship)(game)) return NONE;
    return Object.keys(game.locations).flatMap((location) =>
      cardsIn({ kind: 'atLocation', location })(game).filter(
        (id) =>
          id !== ship && getCard(id)(game).controller === player && blueprintOf(id)(game).type === 'Ship',
      ),
    );
  };
