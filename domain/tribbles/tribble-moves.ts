// Rulebook "[Tribble] Tribbles (11.3)": "The main tribble mitigation strategy is to move them somewhere else. Small
// tribble cards may be carried (and beamed) by either player's personnel, like equipment. However, each personnel may
// carry only a single small tribble card, and, when they drop it, they are stopped. Large tribble cards may be beamed
// by any personnel with Transporter Skill. Each personnel may beam up to one large Tribble card for each multiple of
// Transporter Skill that they have, then are stopped. … You may beam tribbles anywhere that you would normally be
// allowed to beam a generic personnel, including an opponent's ship if their shields are down (or you can beam through
// them)." Rulebook "Transporter Skill": "can beam large Tribble cards, even through SHIELDS".
//
// The tribble cards at places (aboard, on a planet surface) and the checks both moves share: `tribble.carry`
// (domain/tribbles/tribble-carry.ts) and `tribble.beam` (domain/tribbles/tribble-beam.ts), orders of the player whose turn it is, on
// anyone's tribble cards. The troubles of the group then go with them or stay, at their owners' discretion, and one
// left with no tribbles is discarded (domain/tribbles/trouble-follow.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint, CardType } from '../../cards/blueprint';
import { cardsInPlayOfType } from '../cards-in-play/in-play-by-type';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  type Zone,
  zoneKey,
} from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { type Place, zoneOfPlace } from '../orders/places';
import * as Tribbles from './tribbles';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Right with the zone of `from` when the cards named are different tribble cards of the kind, all there.
 * @category predicates
 */
export const checkTribblesAt =
  (tribbles: ReadonlyArray<CardId>, from: Place, kind: (b: Blueprint) => boolean, what: string) =>
  (game: GameState): E.Either<RuleError, Zone> => {
    const zone = zoneOfPlace(from)(game);
    if (O.isNone(zone)) return E.left(ruleError(Tribbles.TRIBBLES, `${from} is not a place in play`));
    if (tribbles.length === 0 || new Set(tribbles).size !== tribbles.length)
      return E.left(ruleError(Tribbles.TRIBBLES, 'Name one or more different tribble cards.'));
    for (const id of tribbles) {
      const card = game.cards[id];
      if (card === undefined || !kind(blueprintOf(id)(game)) || zoneKey(card.zone) !== zoneKey(zone.value))
        return E.left(ruleError(Tribbles.TRIBBLES, `${id} is not ${what} tribble card at ${from}`));
    }
    return E.right(zone.value);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The cards of a type at a place tribbles may be (aboard, on a planet surface: in play).
 * @category operations
 */
export const inPlayAtPlaces = (cards: GameState['cards'], type: CardType): ReadonlyArray<CardInstance> =>
  cardsInPlayOfType(type)(cards).filter((card) => Tribbles.isTribblePlace(card.zone));

/**
 * The tribble cards in play at places, once per `cards` record.
 * @category operations
 */
export const tribblesInPlay = memoizeRecent((cards: GameState['cards']) => inPlayAtPlaces(cards, 'Tribble'));

/**
 * The zone of a place named by a legal command or a listed candidate (a programming error otherwise).
 * @category operations
 */
export const zoneOf = (place: Place, game: GameState): Zone => {
  const zone = zoneOfPlace(place)(game);
  if (O.isNone(zone)) throw new Error(`tribble moves: ${place} is not a place in play`);
  return zone.value;
};
