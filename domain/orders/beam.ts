// Rulebook 7.1.1 Beam: your ships and facilities (even unstaffed ones) use their transporters to beam your personnel
// and equipment to or from themselves, within one location: to or from your other ships and facilities, an
// opponent's unshielded ship or facility, or the planet surface at a [P] location. Rulebook "Sites": aboard a station
// with sites, to or from one of its sites (the command names the site; the station's transporters and SHIELDS).
//
// One card per command: a group beam would make `legalActions` list every subset of a crew, while beaming the
// members one after another is the same under the rules (beaming has no cost or limit), so the list stays linear in
// cards × destinations and a random player picks uniformly among them. Any cards may beam together, so there is no
// group rule to check. Cards at a planet location may restrict beaming up or down there
// (`checkBeamingAllowed`, ./beam-permission.ts: Atmospheric Ionization, Distortion Field). Invasive Transporters are not
// implemented; Transporter Skill beams through SHIELDS only large tribble cards (domain/tribbles/tribble-beam.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { isUsableBy } from '../cards-in-play/compatibility';
import { areTransportersOffLine } from '../cards-in-play/off-line';
import { crewHostOf, isInStasis } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { memoize } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { locationRows } from '../time-travel/time-locations';
import { recordBeam } from './beam-limits';
import { checkBeamingAllowed } from './beam-permission';
import { checkNotCloaked } from './cloak';
import { effectiveShields } from './dock';
import {
  arrive,
  type CardMove,
  carriersWithCarriedAt,
  checkMayArrive,
  checkMayArriveIn,
  checkMayMoveFrom,
  isPlanetLocation,
  moversIn,
  type Place,
  sameLocation,
  withSites,
  zoneOfPlace,
} from './places';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Beam one of your personnel or equipment cards from a place to another at the same location (7.1.1). */
export type BeamCard = CardMove<'card.beam'>;

const RULE = '7.1.1 Beam';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.5: a damage marker's "Transporters off line" (domain/battle-rules/off-line.ts)
/**
 * Whether a ship or facility has working transporters: all do unless the card says it "has no transporters", or a
 * damage marker takes them off line.
 * @category predicates
 */
export const hasTransporters =
  (carrier: CardId) =>
  (game: GameState): boolean =>
    transporters(blueprintOf(carrier)(game)) && !areTransportersOffLine(carrier)(game);

const transporters = memoize((blueprint: Blueprint): boolean => !/has no transporters/i.test(blueprint.text));

// Rulebook 7.1.1 Beam: never onto an opponent's shielded card or a surface without a planet; 7.6: never on or off
// a cloaked card (nor a ship it carries). Rulebook "Transporter Skill": large tribble cards are beamed "even through
// SHIELDS"
/**
 * Right when the player may beam on or off the place of `zone`, one end of a route (see `checkRoute`); SHIELDS do not
 * stop a beam `throughShields`.
 * @category predicates
 */
export const checkRouteEnd =
  (player: PlayerId, zone: Zone, throughShields = false) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (zone.kind === 'planetSurface')
      return isPlanetLocation(zone.location)(game)
        ? E.right(undefined)
        : E.left(ruleError(RULE, 'There is no planet surface at a space location'));
    if (zone.kind !== 'aboard') return E.right(undefined);
    const carrier = zone.carrier;
    // a ship carried aboard a cloaked ship is inside it: beaming onto it is beaming onto the cloaked ship
    const cloaked = checkNotCloaked(crewHostOf(carrier)(game), 'nothing may beam on or off of it')(game);
    if (E.isLeft(cloaked)) return cloaked;
    if (!throughShields && !isUsableBy(player, carrier)(game) && effectiveShields(carrier)(game) > 0)
      return E.left(ruleError(RULE, `${blueprintOf(carrier)(game).title} is an opponent's shielded card`));
    return E.right(undefined);
  };

/**
 * Whether the player may beam through the transporters at one end of a route (see `checkRoute`).
 * @category predicates
 */
export const lendsTransporters =
  (player: PlayerId, zone: Zone) =>
  (game: GameState): boolean =>
    zone.kind === 'aboard' && canUseTransporters(player, zone.carrier)(game);

// Rulebook 7.1.1 Beam: within one location, through your own transporters (or a usable opponent's), between two
// ends `checkRouteEnd` allows (`beamCandidates` combines the same parts)
/**
 * Right when the player may beam cards from one place to the other (whatever the cards), `throughShields` or not.
 * @category predicates
 */
export const checkRoute =
  (player: PlayerId, from: Place, to: Place, throughShields = false) =>
  (game: GameState): E.Either<RuleError, void> => {
    const zones = [zoneOfPlace(from)(game), zoneOfPlace(to)(game)];
    if (zones.some(O.isNone) || from === to)
      return E.left(ruleError(RULE, `Cannot beam from ${from} to ${to}: not two places in play`));
    // Rulebook 7.1.2 Walk: between the sites of one station, personnel walk
    const [a, b] = zones.map(O.toUndefined);
    if (a !== undefined && b !== undefined && sameCarrier(a, b))
      return E.left(
        ruleError(RULE, 'Between the sites of one station, personnel walk (7.1.2); they do not beam'),
      );
    if (!sameLocation(from, to)(game)) return E.left(ruleError(RULE, 'Beaming stays within one location'));
    for (const zone of zones) {
      if (O.isNone(zone)) continue;
      const end = checkRouteEnd(player, zone.value, throughShields)(game);
      if (E.isLeft(end)) return end;
    }
    if (!zones.some((zone) => O.isSome(zone) && lendsTransporters(player, zone.value)(game)))
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
    const from = checkMayMoveFrom(RULE, command)(game);
    if (E.isLeft(from)) return from;
    const route = checkRoute(command.player, command.from, command.to)(game);
    if (E.isLeft(route)) return route;
    const to = zoneOfPlace(command.to)(game);
    const restricted = O.isNone(to)
      ? E.right(undefined)
      : checkBeamingAllowed(command.player, command.card, from.right, to.value)(game);
    if (E.isLeft(restricted)) return restricted;
    return checkMayArrive(command.card, command.to)(game);
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
    const from = getCard(command.card)(game).zone;
    return arrive(command.card, to.value)(recordBeam(command.player, command.card, from, to.value)(game));
  };

/**
 * Every legal beam, exactly (`checkBeam` holds for each): each of the player's cards that may move, along every
 * route `checkRoute` allows from its place, to every place it may arrive at, at every location.
 * @category operations
 */
export const beamCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<BeamCard> => {
    const beams: BeamCard[] = [];
    for (const line of locationRows(game))
      for (const location of line ?? []) {
        // Rulebook "Carried ships": the ships carried there are places too
        const carriers = carriersWithCarriedAt(location)(game);
        if (!carriers.some((c) => getCard(c)(game).controller === player)) continue;
        // Rulebook "Sites": to and from each site of a station with sites
        const aboard = withSites(carriers)(game);
        const places = isPlanetLocation(location)(game) ? [location, ...aboard] : aboard;
        // each place once: its end of a route (`checkRoute`, all places being at this one location) and movers
        const ends: {
          readonly place: Place;
          readonly zone: Zone;
          readonly movers: ReadonlyArray<CardId>;
          readonly transporters: boolean;
        }[] = [];
        for (const place of places) {
          const zone = zoneOfPlace(place)(game);
          if (O.isNone(zone) || E.isLeft(checkRouteEnd(player, zone.value)(game))) continue;
          ends.push({
            place,
            zone: zone.value,
            movers: moversIn(RULE, player, zone.value)(game),
            transporters: lendsTransporters(player, zone.value)(game),
          });
        }
        for (const from of ends)
          for (const to of ends) {
            if (to === from || !(from.transporters || to.transporters) || sameCarrier(from.zone, to.zone))
              continue;
            for (const card of from.movers)
              if (
                E.isRight(checkMayArriveIn(card, to.zone)(game)) &&
                E.isRight(checkBeamingAllowed(player, card, from.zone, to.zone)(game))
              )
                beams.push({ type: 'card.beam', player, card, from: from.place, to: to.place });
          }
      }
    return beams;
  };

// Helpers

/** Two zones aboard one ship or facility (two sites of one station). */
const sameCarrier = (a: Zone, b: Zone): boolean =>
  a.kind === 'aboard' && b.kind === 'aboard' && a.carrier === b.carrier;

// Rulebook 7.1.1 Beam (any ship or facility you control, even empty; an opponent's only if usable by you);
// 10.2.1 stopped ships may not beam; Rulings "stasis": no beaming with a ship in stasis
const canUseTransporters =
  (player: PlayerId, carrier: CardId) =>
  (game: GameState): boolean =>
    isUsableBy(player, carrier)(game) &&
    hasTransporters(carrier)(game) &&
    !getCard(carrier)(game).stopped &&
    !isInStasis(carrier)(game);
