// Rulebook 7.6 Cloak, phasing: "Cards with the Phasing Cloak special equipment may phase or dephase, which is exactly
// the same as cloaking, except phasing includes these additional effects" (you may not target your phased cards; a
// phased ship moves only by using RANGE, never lands or docks; cards aboard are targeted only from aboard; most cards
// in play do not affect it). Rulings "Phasing Cloak": "once each turn", a RANGE enhancement while phased, unaffected by
// external phenomena; phasing and cloaking are separate game conditions, never both at once.
//
// A phased ship is marked `cloaked` (so every 7.6 protection and restriction of cloaked cards applies to it) and
// `phased` (so cards that affect cloaked cards, the `cloaked` filter, do not affect it). The phase and dephase orders
// are in cloak.ts. Phased personnel (Phased Matter) are not implemented.
import * as E from 'fp-ts/Either';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  getCard,
  type Zone,
} from '../core/game-state';
import { isAllowed } from '../core/permissions';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = '7.6 Cloak';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.6: a card is phased from phasing until it dephases; "A card may not enter play cloaked or phased"
/**
 * Whether a ship in play is phased (a mark left on a card out of play does not count).
 * @category predicates
 */
export const isPhased =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    return card.phased === true && card.cloaked === true && card.zone.kind === 'atLocation';
  };

// Rulebook 7.6 Cloak (phasing): a ship phases only with a Phasing Cloak, which card text gives (`allow('phase')`)
/**
 * Whether a ship has a Phasing Cloak: its own text, or a card of its controller aboard it, allows it to phase.
 * @category predicates
 */
export const hasPhasingCloak =
  (ship: CardId) =>
  (game: GameState): boolean =>
    blueprintOf(ship)(game).type === 'Ship' &&
    isAllowed('phase', { player: getCard(ship)(game).controller, card: ship })(game);

// Rulebook 7.6 phasing: "You may not target your phased cards"; "Cards aboard a phased card may not be attacked or
// targeted by cards that are not on or aboard the same card"
/**
 * Right unless the card is phased, or on or aboard a phased card: a card played from hand may not target it.
 * @category predicates
 */
export const checkNotTargetingPhased =
  (target: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const zone = getCard(target)(game).zone;
    const host = zone.kind === 'aboard' ? zone.carrier : zone.kind === 'playedOn' ? zone.host : target;
    if (isPhased(target)(game))
      return E.left(ruleError(RULE, `${blueprintOf(target)(game).title} is phased: no card may target it`));
    return game.cards[host] !== undefined && isPhased(host)(game)
      ? E.left(
          ruleError(
            RULE,
            `${blueprintOf(target)(game).title} is aboard phased ${blueprintOf(host)(game).title}: only cards aboard it may target it`,
          ),
        )
      : E.right(undefined);
  };

// Rulebook 7.6 phasing: "Cards aboard a phased card may not be attacked or targeted by cards that are not on or aboard
// the same card (or vice versa)"; "Phased cards are unaffected by most cards in play"
/**
 * Whether one card may not affect the other across a phase boundary: they are not both outside every phased card, nor
 * both on or aboard (or carried by) the same phased card.
 * @category predicates
 */
export const isOutOfPhaseWith =
  (a: CardId, b: CardId) =>
  (game: GameState): boolean =>
    phasedHostOf(a)(game) !== phasedHostOf(b)(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const MAX_NESTING = 4;

// Rulebook 7.6 phasing: the phased card a card is, or is on or aboard (a ship carried by a phased ship is aboard it)
/**
 * The phased card that `id` is, or is played on, aboard or carried by; null when there is none.
 * @category operations
 */
export const phasedHostOf =
  (id: CardId) =>
  (game: GameState): CardId | null => {
    let current: CardId | undefined = id;
    for (let depth = 0; current !== undefined && depth < MAX_NESTING; depth++) {
      const card: CardInstance | undefined = game.cards[current];
      if (card === undefined) return null;
      if (card.phased === true && isPhased(current)(game)) return current;
      const zone: Zone = card.zone;
      current =
        zone.kind === 'aboard' || zone.kind === 'carried'
          ? zone.carrier
          : zone.kind === 'playedOn'
            ? zone.host
            : undefined;
    }
    return null;
  };
