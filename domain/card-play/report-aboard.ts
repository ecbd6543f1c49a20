// Rulebook "Carried ships" and "Reporting for Duty": a card's text may let a ship report for duty aboard a carrier
// (Borg Sphere: "May be reported aboard, carried aboard and launched from any of your Borg cubes"; Kazon Raider:
// "Kazon shuttlecraft may report, be carried, and launch aboard"; Type 9 Shuttlecraft: "May report aboard your
// Intrepid- and Nova-class ships"), or personnel and equipment report aboard a ship (Borg Cube: "Your equipment and
// Borg personnel may report aboard"; Rulebook "Required Actions": "Additional personnel and equipment may beam or
// report aboard by normal means"). A ship enters play carried by that carrier (domain/orders/carry.ts), which is in
// space; personnel and equipment enter play aboard it. The carrier is yours, able to act and not cloaked or phased
// (7.6: "Other cards may not embark … a cloaked card"). `Reporting.canReport` adds the rules of every report
// (compatibility, native quadrant, uniqueness).
import * as E from 'fp-ts/Either';
import type { Affiliation } from '../../cards/blueprint';
import { canAct, isCloaked } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
  updateCard,
  type Zone,
} from '../core/game-state';
import { isAllowed } from '../core/permissions';
import { anyOf, ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { isLanded } from '../orders/land';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = 'Carried ships';
const NONE: ReadonlyArray<CardId> = [];
const REPORTING_TYPES: ReadonlySet<string> = new Set(['Ship', 'Personnel', 'Equipment']);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** A ship, personnel or equipment in `player`'s hand reporting, in `affiliation`, aboard `carrier`. */
export interface ReportAboard {
  readonly card: CardId;
  readonly carrier: CardId;
  readonly affiliation: Affiliation | null;
  readonly player: PlayerId;
}

/**
 * Query point: whether any card's text may let this card in hand report aboard some carrier (its own text, or a card
 * in play's): a quick test before every carrier is asked about.
 * @category model
 */
export const mayReportAboardAny = anyOf<CardId>('reporting.aboardAtAll');

// Rulebook "Carried ships": a card reports aboard a ship only as a card's text permits (`allow('reportAboard')`: the
// card's own text, or a card in play's, the carrier's own among them), the card as it would be in play: its player's,
// in the affiliation it reports in
/**
 * Whether a card's text lets the card in `player`'s hand, reporting in `affiliation`, report aboard the carrier.
 * @category predicates
 */
export const mayReportAboard =
  (card: CardId, carrier: CardId, affiliation: Affiliation | null, player: PlayerId) =>
  (game: GameState): boolean =>
    isAllowed('reportAboard', { player, card, carrier })(
      updateCard(card, (c) => ({ ...c, controller: player, affiliation }))(game),
    );

// Rulebook "Carried ships" and 7.6 Cloak: the carrier is your ship at a location (in space, not landed, for a ship it
// is to carry), able to act (Rulings "stasis": not "reported to a Borg Cube in stasis using the ship's game text"),
// not cloaked or phased
/**
 * Right when the card in `player`'s hand may report, in `affiliation`, aboard the carrier (a ship: carried by it).
 * @category predicates
 */
export const checkReportAboard =
  (reporting: CardId, carrier: CardId, affiliation: Affiliation | null, player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[carrier];
    const title = blueprintOf(reporting)(game).title;
    if (card === undefined || blueprintOf(carrier)(game).type !== 'Ship' || card.controller !== player)
      return E.left(ruleError(RULE, `${title} may report aboard only a ship of yours`));
    const carrierTitle = blueprintOf(carrier)(game).title;
    if (card.zone.kind !== 'atLocation')
      return E.left(ruleError(RULE, `${carrierTitle} is not at a location for ${title} to report aboard`));
    if (blueprintOf(reporting)(game).type === 'Ship' && isLanded(carrier)(game))
      return E.left(ruleError(RULE, `${carrierTitle} is not in space to carry ships`));
    if (!canAct(carrier)(game)) return E.left(ruleError(RULE, `${carrierTitle} may not be used now`));
    if (isCloaked(carrier)(game))
      return E.left(
        ruleError('7.6 Cloak', `${carrierTitle} is cloaked or phased: no card may report aboard it`),
      );
    return mayReportAboard(reporting, carrier, affiliation, player)(game)
      ? E.right(undefined)
      : E.left(ruleError(RULE, `No card lets ${title} report aboard ${carrierTitle}`));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The ships of `player` at a location that the ship, personnel or equipment in hand might report aboard (a superset,
 * for `canReport` to filter): none unless its own text or a card in play lets cards report aboard.
 * @category operations
 */
export const reportingCarriers =
  (card: CardId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    if (!REPORTING_TYPES.has(blueprintOf(card)(game).type) || !ask(mayReportAboardAny, card)(game))
      return NONE;
    return Object.keys(game.locations).flatMap((location) =>
      cardsIn({ kind: 'atLocation', location })(game).filter(
        (id) =>
          id !== card && getCard(id)(game).controller === player && blueprintOf(id)(game).type === 'Ship',
      ),
    );
  };

/**
 * Where a card reporting aboard a ship enters play: a ship carried by it, personnel and equipment aboard it.
 * @category operations
 */
export const aboardZone = (card: CardId, carrier: CardId, game: GameState): Zone =>
  blueprintOf(card)(game).type === 'Ship' ? { kind: 'carried', carrier } : { kind: 'aboard', carrier };
