// Rulebook 7.1.1 Beam: your ships and facilities (even unstaffed ones) use their transporters to beam your personnel
// and equipment to or from themselves, within one location: to or from your other ships and facilities, an
// opponent's unshielded ship or facility, or the planet surface at a [P] location.
//
// One card per command: a group beam would make `legalActions` list every subset of a crew, while beaming the
// members one after another is the same under the rules (beaming has no cost or limit), so the list stays linear in
// cards × destinations and a random player picks uniformly among them. Any cards may beam together, so there is no
// group rule to check. Invasive Transporters and Transporter Skill (through SHIELDS) are not implemented.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isUsableBy } from '../compatibility';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
  zoneKey,
} from '../game-state';
import { isInStasis } from '../presence';
import { type RuleError, ruleError } from '../rule-error';
import { checkNotCloaked } from './cloak';
import { effectiveShields } from './dock';
import {
  arrive,
  carriersAt,
  checkMayBoard,
  checkMayMove,
  isPlanetLocation,
  type Place,
  sameLocation,
  zoneOfPlace,
} from './places';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Beam one of your personnel or equipment cards from a place to another at the same location (7.1.1). */
export interface BeamCard {
  readonly type: 'card.beam';
  readonly player: PlayerId;
  readonly card: CardId;
  /** Where the card is: a ship or facility, or a mission (its location's planet surface). */
  readonly from: Place;
  /** Where it goes: a ship or facility, or a mission (its location's planet surface). */
  readonly to: Place;
}

const RULE = '7.1.1 Beam';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a ship or facility has transporters: all do unless the card says it "has no transporters".
 * @category predicates
 */
export const hasTransporters =
  (carrier: CardId) =>
  (game: GameState): boolean =>
    !/has no transporters/i.test(blueprintOf(carrier)(game).text);

// Rulebook 7.1.1 Beam: within one location, through your own transporters (or a usable opponent's), never onto
// an opponent's shielded card or a surface without a planet; 7.6: never on or off a cloaked card
/**
 * Right when the player may beam cards from one place to the other (whatever the cards).
 * @category predicates
 */
export const checkRoute =
  (player: PlayerId, from: Place, to: Place) =>
  (game: GameState): E.Either<RuleError, void> => {
    const zones = [zoneOfPlace(from)(game), zoneOfPlace(to)(game)];
    if (zones.some(O.isNone) || from === to)
      return E.left(ruleError(RULE, `Cannot beam from ${from} to ${to}: not two places in play`));
    if (!sameLocation(from, to)(game)) return E.left(ruleError(RULE, 'Beaming stays within one location'));
    const carriers: CardId[] = [];
    for (const zone of zones) {
      if (O.isNone(zone)) continue;
      if (zone.value.kind === 'planetSurface') {
        if (!isPlanetLocation(zone.value.location)(game))
          return E.left(ruleError(RULE, 'There is no planet surface at a space location'));
        continue;
      }
      if (zone.value.kind !== 'aboard') continue;
      const carrier = zone.value.carrier;
      const cloaked = checkNotCloaked(carrier, 'nothing may beam on or off of it')(game);
      if (E.isLeft(cloaked)) return cloaked;
      if (!isUsableBy(player, carrier)(game) && effectiveShields(carrier)(game) > 0)
        return E.left(ruleError(RULE, `${blueprintOf(carrier)(game).title} is an opponent's shielded card`));
      carriers.push(carrier);
    }
    if (!carriers.some((carrier) => canUseTransporters(player, carrier)(game)))
      return E.left(
        ruleError(
          RULE,
          'Beaming needs the transporters of an unstopped ship or facility of yours at one end',
        ),
      );
    return E.right(undefined);
  };

/**
 * Right when the player may beam the card as the command says.
 * @category predicates
 */
export const checkBeam =
  (command: BeamCard) =>
  (game: GameState): E.Either<RuleError, void> => {
    const mayMove = checkMayMove(RULE, command.player, command.card)(game);
    if (E.isLeft(mayMove)) return mayMove;
    const from = zoneOfPlace(command.from)(game);
    if (O.isNone(from) || zoneKey(from.value) !== zoneKey(getCard(command.card)(game).zone))
      return E.left(ruleError(RULE, `${blueprintOf(command.card)(game).title} is not at ${command.from}`));
    const route = checkRoute(command.player, command.from, command.to)(game);
    if (E.isLeft(route)) return route;
    const to = zoneOfPlace(command.to)(game);
    return O.isSome(to) && to.value.kind === 'aboard'
      ? checkMayBoard(command.card, to.value.carrier)(game)
      : E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal beam: the card at its destination (stopped if it boards your stopped ship).
 * @category operations
 */
export const beam =
  (command: BeamCard) =>
  (game: GameState): GameState => {
    const to = zoneOfPlace(command.to)(game);
    if (O.isNone(to)) throw new Error(`beam: ${command.to} is not a place in play`);
    return arrive(command.card, to.value)(game);
  };

/**
 * Every beam of one of the player's cards along every route `checkRoute` allows, at every location.
 * @category operations
 */
export const beamCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<BeamCard> =>
    Object.values(game.spacelines)
      .flatMap((line) => line ?? [])
      .flatMap((location) => {
        const carriers = carriersAt(location)(game);
        if (!carriers.some((c) => getCard(c)(game).controller === player)) return [];
        const places = isPlanetLocation(location)(game) ? [location, ...carriers] : carriers;
        return places.flatMap((from) => {
          const zone = zoneOfPlace(from)(game);
          const cards = O.isSome(zone) ? cardsIn(zone.value)(game) : [];
          const movers = cards.filter((card) => E.isRight(checkMayMove(RULE, player, card)(game)));
          if (movers.length === 0) return [];
          return places
            .filter((to) => to !== from && E.isRight(checkRoute(player, from, to)(game)))
            .flatMap((to) => movers.map((card): BeamCard => ({ type: 'card.beam', player, card, from, to })));
        });
      });

// Helpers

// Rulebook 7.1.1 Beam (any ship or facility you control, even empty; an opponent's only if usable by you);
// 10.2.1 stopped ships may not beam; Rulings "stasis": no beaming with a ship in stasis
const canUseTransporters =
  (player: PlayerId, carrier: CardId) =>
  (game: GameState): boolean =>
    isUsableBy(player, carrier)(game) &&
    hasTransporters(carrier)(game) &&
    !getCard(carrier)(game).stopped &&
    !isInStasis(carrier)(game);
