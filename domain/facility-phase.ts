// Rulebook "Facility Phase": starting with the starting player, players alternate seeding one facility at a time,
// face up at a location, until both have passed. Outposts seed at a mission in their native quadrant with a matching
// affiliation icon, never at a homeworld. [HA] cards whose text "Seeds" seed face down on the table in this phase,
// alternating with facilities (domain/hidden-agenda-seed.ts), and events, incidents and objectives that "Seed(s) on
// table" face up (domain/table-seed.ts), and time locations whose corresponding spaceline location is in play
// (domain/time-locations.ts). Facilities whose text names where they seed (headquarters, stations), cards that seed
// elsewhere and sites are not implemented: Premiere and the 2-player game have none.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import type { Affiliation, CardType, FacilityBlueprint, MissionBlueprint } from '../cards/blueprint';
import { awaitDecision, type DecisionRule } from './decision';
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
} from './game-state';
import * as HiddenAgenda from './hidden-agenda-seed';
import { type RuleError, ruleError } from './rule-error';
import * as Seeding from './seeding';
import * as TableSeed from './table-seed';
import * as TimeLocations from './time-locations';

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

/** You have no more cards to seed in this phase. */
export interface FacilityPass {
  readonly type: 'facility.pass';
  readonly player: PlayerId;
}

export type FacilityCommand = SeedFacility | HiddenAgenda.SeedFaceDown | TableSeed.SeedOnTable | FacilityPass;

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
const missionsFor =
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

// Rulebook "Facility Phase": native quadrant; outposts at a matching-icon mission, never at a homeworld; never where
// you already own a facility. Current Rulings "facilities": outposts read "Seed one OR build ...".
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
    if (blueprint.facilityKind !== 'Outpost')
      return fail(
        FACILITY_PHASE,
        `${blueprint.title} names where it seeds; seeding it is not implemented yet.`,
      );
    if (Seeding.isAlternateUniverse(card)(game))
      return fail('Seed Phases', `${blueprint.title} has the [AU] icon and no card allows it to seed.`);
    if (blueprint.quadrant !== at.quadrant)
      return fail(
        FACILITY_PHASE,
        `Each facility must be seeded in its native quadrant (${blueprint.quadrant}).`,
      );
    if (missionsFor(player, location)(game).some((m) => m.homeworld))
      return fail(FACILITY_PHASE, 'Outposts may never be seeded at the homeworld of any affiliation.');
    if (matchingAffiliations(player, blueprint, location)(game).length === 0)
      return fail(
        FACILITY_PHASE,
        `${blueprint.title} may seed only at a mission with a matching affiliation icon.`,
      );
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

/**
 * The player who seeds next (alternating, the starting player first; a player who passed or has nothing left
 * to seed is skipped), or none when the phase is over.
 * @category predicates
 */
export const nextSeeder = (game: GameState): O.Option<PlayerId> =>
  Seeding.nextAlternating(
    game.players[0].id,
    (p) =>
      legalSeeds(p)(game).length > 0 ||
      HiddenAgenda.seedCandidates(p)(game).length > 0 ||
      TableSeed.seedOnTableCandidates(p)(game).length > 0 ||
      TimeLocations.seedableTimeLocations(p)(game).length > 0,
  )(game);

/**
 * True when both players have passed or have nothing left to seed.
 * @category predicates
 */
export const isFacilityPhaseComplete = (game: GameState): boolean => O.isNone(nextSeeder(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Starts the facility phase.
 * @category operations
 */
export const begin = (game: GameState): GameState => Seeding.beginStep({ ...game, phase: 'facility' });

/**
 * The game waiting on the next facility seeder, unchanged when there is none.
 * @category operations
 */
export const awaitNextSeeder = (game: GameState): GameState =>
  O.match(
    () => game,
    (player: PlayerId) => awaitDecision(player, 'facility.seed')(game),
  )(nextSeeder(game));

// Rulebook "Facility Phase": a facility is seeded face up in front of the location, in space
const seed = (command: SeedFacility) => (game: GameState) => {
  const blueprint = blueprintOf(command.card)(game) as FacilityBlueprint;
  const affiliation = matchingAffiliations(command.player, blueprint, command.location)(game)[0] ?? null;
  return Seeding.recordSeed(command.player)(
    updateCard(command.card, (c) => ({ ...c, faceUp: true, affiliation }))(
      moveCard(command.card, { kind: 'atLocation', location: command.location }, 'bottom')(game),
    ),
  );
};

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The facility seeding decision: seed one facility, or one hidden agenda face down (Rulebook "Seed Phases": other
 * cards that seed do so in this phase), or pass.
 * @category instances
 */
export const rule: DecisionRule<FacilityCommand> = {
  commandTypes: ['facility.seed', 'agenda.seed', 'card.seed', 'facility.pass'],
  candidates: (player) => (game) => [
    ...legalSeeds(player)(game),
    ...HiddenAgenda.seedCandidates(player)(game),
    ...TableSeed.seedOnTableCandidates(player)(game),
    ...TimeLocations.seedableTimeLocations(player)(game).map(
      (card): TableSeed.SeedOnTable => ({ type: 'card.seed', player, card }),
    ),
    { type: 'facility.pass', player },
  ],
  candidatesAreLegal: true,
  check: (command) => (game) => {
    if (command.type === 'facility.pass') return E.right(undefined);
    if (command.type === 'agenda.seed') return HiddenAgenda.checkSeedFaceDown(command)(game);
    if (command.type === 'card.seed')
      return TimeLocations.isTimeLocationCard(command.card)(game)
        ? TimeLocations.checkSeed(command.player, command.card)(game)
        : TableSeed.checkSeedOnTable(command)(game);
    return canSeedFacility(command.player, command.card, command.location)(game);
  },
  apply: (command) => (game) => {
    if (command.type === 'facility.pass') return Seeding.finish(command.player)(game);
    if (command.type === 'agenda.seed') return HiddenAgenda.seedFaceDown(command)(game);
    if (command.type === 'card.seed')
      return TimeLocations.isTimeLocationCard(command.card)(game)
        ? TimeLocations.seed(command.player, command.card)(game)
        : TableSeed.seedOnTable(command)(game);
    return seed(command)(game);
  },
};
