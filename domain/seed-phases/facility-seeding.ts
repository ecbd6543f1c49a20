// Rulebook "Facility Phase": where a facility may be seeded. "Each facility must be seeded in its native quadrant";
// outposts at a mission with a matching affiliation icon, never at a homeworld; stations where their text says
// (domain/sites/station-seeding.ts); "You may not seed (or build) a facility at a location where you already own one".
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import type { Affiliation, CardType, FacilityBlueprint, MissionBlueprint } from '../../cards/blueprint';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { canEnterPlay } from '../cards-in-play/persona';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as StationSeeding from '../sites/station-seeding';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Seed a facility from your seed deck, face up at a spaceline location. */
export interface SeedFacility {
  readonly type: 'facility.seed';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly location: LocationId;
}

const FACILITY_PHASE = 'Facility Phase';
const facilityTypes: ReadonlySet<CardType> = new Set(['Facility']);

/** The affiliation each mission affiliation icon stands for, as the card data prints them (`FED`, `Bor`). */
const missionIconAffiliations: Readonly<Record<string, Affiliation>> = {
  FED: 'Federation',
  KLI: 'Klingon',
  ROM: 'Romulan',
  CAR: 'Cardassian',
  BAJ: 'Bajoran',
  FER: 'Ferengi',
  NON: 'Non-Aligned',
  DOM: 'Dominion',
  STA: 'Starfleet',
  KAZ: 'Kazon',
  VID: 'Vidiian',
  HIR: 'Hirogen',
  VUL: 'Vulcan',
  Bor: 'Borg',
  XIN: 'Xindi',
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The affiliation a mission's affiliation icon stands for (`FED` → Federation), none for other icons.
 * @category predicates
 */
export const affiliationOfMissionIcon = (icon: string): O.Option<Affiliation> =>
  O.fromNullable(missionIconAffiliations[icon]);

// Rulebook "Mission Phase" shared missions: each player uses only their own mission card
/**
 * The missions `player` uses at a location: their own mission card there, else the one there.
 * @category predicates
 */
export const missionsFor =
  (player: PlayerId, location: LocationId) =>
  (game: GameState): ReadonlyArray<MissionBlueprint> => {
    const cards = game.locations[location]?.missions ?? [];
    const own = cards.filter((id) => getCard(id)(game).owner === player);
    return (own.length > 0 ? own : cards).map((id) => blueprintOf(id)(game) as MissionBlueprint);
  };

/**
 * The outpost's affiliations that match an affiliation icon of the mission(s) `player` uses at `location`.
 * @category predicates
 */
export const matchingAffiliations =
  (player: PlayerId, facility: FacilityBlueprint, location: LocationId) =>
  (game: GameState): ReadonlyArray<Affiliation> => {
    const icons = missionsFor(player, location)(game).flatMap((m) => m.affiliationIcons);
    const mission = new Set(icons.flatMap((icon) => RA.fromOption(affiliationOfMissionIcon(icon))));
    return facility.affiliations.filter((a) => mission.has(a));
  };

const ownsFacilityAt =
  (player: PlayerId, location: LocationId) =>
  (game: GameState): boolean =>
    cardsIn({ kind: 'atLocation', location })(game).some(
      (id) => getCard(id)(game).owner === player && blueprintOf(id)(game).type === 'Facility',
    );

const hasSeededTitle =
  (player: PlayerId, title: string) =>
  (game: GameState): boolean =>
    Object.keys(game.locations).some((location) =>
      cardsIn({ kind: 'atLocation', location })(game).some(
        (id) => getCard(id)(game).owner === player && blueprintOf(id)(game).title === title,
      ),
    );

// Rulebook "Facility Phase": outposts at a mission with a matching affiliation icon, never at a homeworld
const outpostLocation =
  (player: PlayerId, outpost: FacilityBlueprint, location: LocationId) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (missionsFor(player, location)(game).some((m) => m.homeworld))
      return E.left(
        ruleError(FACILITY_PHASE, 'Outposts may never be seeded at the homeworld of any affiliation.'),
      );
    return matchingAffiliations(player, outpost, location)(game).length === 0
      ? E.left(
          ruleError(
            FACILITY_PHASE,
            `${outpost.title} may seed only at a mission with a matching affiliation icon.`,
          ),
        )
      : E.right(undefined);
  };

// Rulebook "Facility Phase": native quadrant; outposts at a matching-icon mission, never at a homeworld; stations
// where their text says (domain/sites/station-seeding.ts), one version of a persona each; never where you already own a
// facility. Current Rulings "facilities": outposts read "Seed one OR build ...".
/**
 * Right when `player` may seed the card at `location` now, else the rule that forbids it.
 * @category predicates
 */
export const canSeedFacility =
  (player: PlayerId, card: CardId, location: LocationId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const fail = (rule: string, message: string) => E.left(ruleError(rule, message));
    if (!Seeding.isInOwnSeedDeck(player, card)(game))
      return fail('Seed Phases', `${card} is not a card in ${player}'s seed deck.`);
    const blueprint = blueprintOf(card)(game);
    const at = game.locations[location];
    if (at === undefined) return fail(FACILITY_PHASE, `${location} is not a spaceline location.`);
    if (blueprint.type !== 'Facility') return fail(FACILITY_PHASE, `${blueprint.title} is not a facility.`);
    if (blueprint.facilityKind !== 'Outpost' && blueprint.facilityKind !== 'Station')
      return fail(
        FACILITY_PHASE,
        `${blueprint.title} names where it seeds; seeding it is not implemented yet.`,
      );
    if (isAlternateUniverse(card)(game))
      return fail('Seed Phases', `${blueprint.title} has the [AU] icon and no card allows it to seed.`);
    if (blueprint.quadrant !== at.quadrant)
      return fail(
        FACILITY_PHASE,
        `Each facility must be seeded in its native quadrant (${blueprint.quadrant}).`,
      );
    const where =
      blueprint.facilityKind === 'Station'
        ? pipe(
            StationSeeding.checkStationLocation(blueprint, missionsFor(player, location)(game), false),
            E.flatMap(() => canEnterPlay(blueprint.id, player)(game)),
          )
        : outpostLocation(player, blueprint, location)(game);
    if (E.isLeft(where)) return where;
    if (ownsFacilityAt(player, location)(game))
      return fail(FACILITY_PHASE, 'You may not seed a facility at a location where you already own one.');
    if (/^Seed one\b/i.test(blueprint.text) && hasSeededTitle(player, blueprint.title)(game))
      return fail(
        'Current Rulings "facilities"',
        `${blueprint.title} reads "Seed one": you have seeded one already.`,
      );
    return E.right(undefined);
  };

/**
 * Every facility seed `player` may make now.
 * @category predicates
 */
export const legalSeeds =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SeedFacility> =>
    Seeding.seedDeckCards(
      player,
      facilityTypes,
    )(game).flatMap((card) =>
      Object.keys(game.locations)
        .filter((location) => E.isRight(canSeedFacility(player, card, location)(game)))
        .map((location): SeedFacility => ({ type: 'facility.seed', player, card, location })),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Facility Phase": a facility is seeded face up in front of the location, in space; an outpost in an
// affiliation the mission's icons match, a station in its printed one
/**
 * The game after a legal facility seed: the facility in play at the location, the seed counted for alternation.
 * @category operations
 */
export const seedFacility = (command: SeedFacility) => (game: GameState) => {
  const blueprint = blueprintOf(command.card)(game) as FacilityBlueprint;
  const affiliation =
    blueprint.facilityKind === 'Station'
      ? (blueprint.affiliations[0] ?? null)
      : (matchingAffiliations(command.player, blueprint, command.location)(game)[0] ?? null);
  return Seeding.recordSeed(command.player)(
    updateCard(command.card, (c) => ({ ...c, faceUp: true, affiliation }))(
      moveCard(command.card, { kind: 'atLocation', location: command.location }, 'bottom')(game),
    ),
  );
};
