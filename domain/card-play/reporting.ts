// Rulebook "Reporting for Duty": personnel, ships and equipment enter play at a usable, compatible outpost or
// headquarters in their native quadrant (equipment: any quadrant); a ship reported to an outpost enters docked.
// Rulebook "Infiltration": a personnel with an infiltration icon may report to the opponent's usable, compatible
// outpost or headquarters as one of their cards of its diamond's affiliation (any quadrant), then infiltrating.
// Rulebook "Carried ships": a ship a card's text lets report aboard a carrier enters play carried by it
// (domain/card-play/report-aboard.ts). Rulebook "Sites": at a station with sites, a card reports to one of its sites whose text
// admits it (domain/sites/permissions.ts); a ship enters docked there. Not modelled here: reporting to time locations,
// other special reporting by card text.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint, FacilityKind } from '../../cards/blueprint';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { isNativeTo, isUsableBy } from '../cards-in-play/compatibility';
import { canEnterPlay } from '../cards-in-play/persona';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  moveCard,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { zoneKeyOf } from '../core/zone-index';
import { siteOfZone } from '../core/zone-site';
import { markDocked } from '../orders/dock';
import { checkSiteReport, type SiteReportTerms } from '../sites/permissions';
import { siteChoices } from '../sites/places';
import { sitesOf } from '../sites/station-sites';
import { enterPlay } from '../special-rules/holograms';
import { aboardZone, checkReportAboard, reportingCarriers } from './report-aboard';
import { checkAffiliation, infiltrate, sideOf } from './reporting-affiliation';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Where a card reports: the facility (or the ship carrying a ship reported aboard it), the zone it enters (aboard,
 * docked, in orbit or carried) and its chosen affiliation.
 */
export interface Destination {
  readonly facility: CardId;
  readonly zone: Zone;
  /** Rulebook "Multi-affiliation cards": the affiliation chosen on reporting; null for equipment. */
  readonly affiliation: Affiliation | null;
}

const RULE = 'Reporting for Duty';
const REPORTING_KINDS: ReadonlyArray<FacilityKind> = ['Outpost', 'Headquarters'];
const NO_SITE: SiteReportTerms = { regardlessOfAffiliation: false, ignoringQuadrant: false };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.1.4 Dock & Undock: your outposts allow your ships to dock
/**
 * Whether ships may dock at a facility (outposts do; headquarters play on a planet).
 * @category predicates
 */
export const allowsDocking = (facility: Blueprint): boolean =>
  facility.type === 'Facility' && facility.facilityKind === 'Outpost';

// Rulebook "Reporting for Duty": a usable, compatible outpost or headquarters, both cards in their native quadrant
/**
 * Right when the card in its owner's hand may report for duty to `destination`, else the rule it breaks.
 * Uniqueness and personas are checked by `Persona.canEnterPlay`.
 * @category predicates
 */
export const canReport =
  (cardId: CardId, destination: Destination) =>
  (game: GameState): E.Either<RuleError, void> => {
    const player = reporter(cardId, game);
    if (E.isLeft(player)) return player;
    const there = checkDestination(cardId, player.right, destination, game);
    return E.isLeft(there) ? there : checkEntersPlay(cardId, game);
  };

/**
 * Whether the card in hand may report for duty to each destination: `canReport`, with the checks of the card alone
 * (who reports it, uniqueness and personas) made once for all destinations.
 * @category predicates
 */
export const reportableTo =
  (cardId: CardId) =>
  (game: GameState): ((destination: Destination) => boolean) => {
    const player = reporter(cardId, game);
    if (E.isLeft(player) || E.isLeft(checkEntersPlay(cardId, game))) return () => false;
    return (destination) => E.isRight(checkDestination(cardId, player.right, destination, game));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every destination the card in hand may report to now, one per facility and affiliation choice (Rulebook "Reporting for Duty").
 * @category operations
 */
export const reportingDestinations =
  (cardId: CardId) =>
  (game: GameState): ReadonlyArray<Destination> => {
    const blueprint = blueprintOf(cardId)(game);
    const printed: ReadonlyArray<Affiliation | null> =
      'affiliations' in blueprint ? blueprint.affiliations : [];
    const choices = printed.length > 0 ? printed : [null];
    return Object.keys(game.locations)
      .flatMap((location) =>
        cardsIn({ kind: 'atLocation', location })(game)
          .filter((id) => blueprintOf(id)(game).type === 'Facility')
          .flatMap((facility) =>
            siteChoices(facility, game).flatMap((site) =>
              choices.map((affiliation) => ({
                facility,
                zone: entryZone(blueprint, facility, location, game, site),
                affiliation,
              })),
            ),
          ),
      )
      .concat(
        reportingCarriers(
          cardId,
          getCard(cardId)(game).owner,
        )(game).flatMap((carrier) =>
          choices.map((affiliation) => ({
            facility: carrier,
            zone: aboardZone(cardId, carrier, game),
            affiliation,
          })),
        ),
      )
      .filter(reportableTo(cardId)(game));
  };

/**
 * Reports the card for duty: it enters play at the destination, controlled by its owner, in the chosen affiliation.
 * @category operations
 */
export const report =
  (cardId: CardId, destination: Destination) =>
  (game: GameState): E.Either<RuleError, GameState> =>
    pipe(
      canReport(cardId, destination)(game),
      E.map(() => pipe(enterAt(cardId, destination)(game), (g) => infiltrate(cardId, destination, g))),
    );

// Rulebook "Reporting for Duty": the card is placed where it reports, face up, under its owner's control
/**
 * The card reported at a destination already checked: in play there, in the chosen affiliation (docked if it entered
 * docked; a hologram as Rulebook "Holograms" says).
 * @category operations
 */
export const enterAt =
  (cardId: CardId, destination: Destination) =>
  (game: GameState): GameState =>
    pipe(
      moveCard(cardId, destination.zone, 'bottom', (card) => ({
        ...card,
        controller: card.owner,
        faceUp: true,
        affiliation: destination.affiliation,
      }))(game),
      enterPlay(cardId),
      (g) => (destination.zone.kind === 'docked' ? markDocked(cardId)(g) : g),
    );

// Helpers

// Rulebook 7.1.4 Dock & Undock: a ship reported to a facility that allows docking enters play docked; "Carried
// ships": a ship reported aboard a ship is carried by it
/**
 * Where a card reporting to a facility enters play: a ship docked where docking is allowed, else in space there
 * (carried, when it reports to a ship); personnel and equipment aboard.
 * @category operations
 */
export const entryZone = (
  card: Blueprint,
  facility: CardId,
  location: LocationId,
  game: GameState,
  site?: CardId,
): Zone => {
  // Rulebook "Sites": at a station with sites, aboard (or docked at) the site reported to
  if (site !== undefined)
    return card.type === 'Ship'
      ? { kind: 'docked', facility, site }
      : { kind: 'aboard', carrier: facility, site };
  if (card.type !== 'Ship') return { kind: 'aboard', carrier: facility };
  const host = blueprintOf(facility)(game);
  if (host.type === 'Ship') return carriedBy(facility);
  return allowsDocking(host) ? { kind: 'docked', facility } : { kind: 'atLocation', location };
};

const carriedBy = (carrier: CardId): Zone => ({ kind: 'carried', carrier });

/** The player reporting a personnel, ship or equipment from hand; [AU] cards need a card allowing them. */
const reporter = (cardId: CardId, game: GameState): E.Either<RuleError, PlayerId> => {
  const zone = getCard(cardId)(game).zone;
  const card = blueprintOf(cardId)(game);
  if (zone.kind !== 'hand') return E.left(ruleError(RULE, `${card.title} is not in a hand`));
  if (card.type !== 'Personnel' && card.type !== 'Ship' && card.type !== 'Equipment')
    return E.left(
      ruleError(RULE, `${card.title} is a ${card.type}: only personnel, ships and equipment report`),
    );
  // Rulebook "Entering Play": a non-seeded [AU] card may play only if another card allows it
  if (isAlternateUniverse(cardId)(game))
    return E.left(ruleError('Entering Play', `${card.title} is an [AU] card and no card allows it to play`));
  return E.right(zone.player);
};

/** The destination's part of `canReport`: the facility (or carrier), the affiliation chosen and the quadrant. */
const checkDestination = (
  cardId: CardId,
  player: PlayerId,
  destination: Destination,
  game: GameState,
): E.Either<RuleError, void> => {
  const side = sideOf(cardId, player, destination, game);
  const site = siteOfZone(destination.zone);
  const terms =
    site === undefined
      ? E.right(NO_SITE)
      : checkSiteReport(cardId, destination.affiliation, destination.facility, site, side)(game);
  if (E.isLeft(terms)) return terms;
  const facility = isAboardShip(destination, game)
    ? checkReportAboard(cardId, destination.facility, destination.affiliation, side)(game)
    : checkFacility(cardId, destination, side, game);
  if (E.isLeft(facility)) return facility;
  const affiliation = checkAffiliation(cardId, destination, side, game, terms.right.regardlessOfAffiliation);
  if (E.isLeft(affiliation)) return affiliation;
  // Rulebook "Infiltration": "You may ignore quadrant restrictions while reporting this way"
  return side === player
    ? checkQuadrant(cardId, destination.facility, game, terms.right.ignoringQuadrant)
    : E.right(undefined);
};

/** Whether the destination is aboard (or carried by) a ship, as a card's text may allow (domain/card-play/report-aboard.ts). */
const isAboardShip = (destination: Destination, game: GameState): boolean =>
  (destination.zone.kind === 'carried' || destination.zone.kind === 'aboard') &&
  destination.zone.carrier === destination.facility &&
  blueprintOf(destination.facility)(game).type === 'Ship';

/** Uniqueness and personas of the card entering play (its owner's). */
const checkEntersPlay = (cardId: CardId, game: GameState): E.Either<RuleError, void> => {
  const card = getCard(cardId)(game);
  return canEnterPlay(card.blueprint, card.owner)(game);
};

/** A usable outpost or headquarters in play, entered in the right zone (docked at an outpost for a ship). */
const checkFacility = (
  cardId: CardId,
  destination: Destination,
  player: PlayerId,
  game: GameState,
): E.Either<RuleError, void> => {
  const zone = getCard(destination.facility)(game).zone;
  const facility = blueprintOf(destination.facility)(game);
  const card = blueprintOf(cardId)(game);
  const site = siteOfZone(destination.zone);
  // Rulebook "Sites": a station with sites is reported to at one of them (checked by `checkSiteReport`)
  if (
    facility.type !== 'Facility' ||
    zone.kind !== 'atLocation' ||
    (site === undefined && !REPORTING_KINDS.includes(facility.facilityKind))
  )
    return E.left(
      ruleError(
        RULE,
        sitesOf(destination.facility)(game).length > 0
          ? `${facility.title} has sites: a card reports to one of them`
          : `${facility.title} is not an outpost or headquarters in play`,
      ),
    );
  const entry = entryZone(card, destination.facility, zone.location, game, site);
  if (zoneKeyOf(destination.zone) !== zoneKeyOf(entry) || siteOfZone(entry) !== site)
    return E.left(ruleError(RULE, `${card.title} cannot enter play there at ${facility.title}`));
  return isUsableBy(player, destination.facility)(game)
    ? E.right(undefined)
    : E.left(ruleError('Usable', `${player} does not control ${facility.title}`));
};

/**
 * Both the reporting card and the facility in their native quadrant (equipment has none; a carrier need not be; a
 * site may waive the card's: `ignoringCard`).
 */
const checkQuadrant = (
  cardId: CardId,
  facility: CardId,
  game: GameState,
  ignoringCard = false,
): E.Either<RuleError, void> => {
  const at = locationOf(facility)(game);
  const quadrant = O.isSome(at) ? game.locations[at.value]?.quadrant : undefined;
  const card = blueprintOf(cardId)(game);
  const site = blueprintOf(facility)(game);
  return quadrant !== undefined &&
    quadrant !== null &&
    (ignoringCard || isNativeTo(quadrant)(card)) &&
    (site.type !== 'Facility' || isNativeTo(quadrant)(site))
    ? E.right(undefined)
    : E.left(
        ruleError('Native Quadrant', `${card.title} and ${site.title} must both be in their native quadrant`),
      );
};
