// Rulebook "Facility Phase": starting with the starting player, players alternate seeding one facility at a time,
// face up at a location, until both have passed in succession (L278). Outposts seed at a mission in their native quadrant with a matching
// affiliation icon, never at a homeworld. [HA] cards whose text "Seeds" seed face down on the table in this phase,
// alternating with facilities (domain/seed-phases/hidden-agenda-seed.ts), and events, incidents and objectives that "Seed(s) on
// table" face up (domain/seed-phases/table-seed.ts), and time locations whose corresponding spaceline location is in play
// (domain/seed-phases/time-location-seeding.ts), and sites from the site pile on Nors (domain/seed-phases/site-seeding.ts), and cards that
// "Seed (in any phase)" where and as their text plays (domain/seed-phases/seed-as-played.ts). Nor-type stations seed
// where their text says (domain/sites/station-seeding.ts); headquarters, other stations and cards that seed elsewhere are
// not implemented: Premiere and the 2-player game have none.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { awaitDecision, type DecisionRule } from '../core/decision';
import { recordEvents } from '../core/game-events';
import type { GameState, PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as TimeLocations from '../time-travel/time-locations';
import * as FacilitySeeding from './facility-seeding';
import * as HiddenAgenda from './hidden-agenda-seed';
import * as AsPlayed from './seed-as-played';
import * as Seeding from './seeding';
import * as SiteSeeding from './site-seeding';
import * as TableSeed from './table-seed';
import * as TimeLocationSeeding from './time-location-seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** You have no more cards to seed in this phase. */
export interface FacilityPass {
  readonly type: 'facility.pass';
  readonly player: PlayerId;
}

export type FacilityCommand =
  | FacilitySeeding.SeedFacility
  | SiteSeeding.SeedSite
  | HiddenAgenda.SeedFaceDown
  | TableSeed.SeedOnTable
  | FacilityPass;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The player who seeds next (alternating, the starting player first; a player who passed or has nothing left
 * to seed is skipped), or none when the phase is over.
 * @category predicates
 */
export const nextSeeder = (game: GameState): O.Option<PlayerId> =>
  Seeding.nextAlternating(
    game.players[0].id,
    (p) =>
      FacilitySeeding.legalSeeds(p)(game).length > 0 ||
      SiteSeeding.siteSeedCandidates(p)(game).length > 0 ||
      HiddenAgenda.seedCandidates(p)(game).length > 0 ||
      TableSeed.seedOnTableCandidates(p)(game).length > 0 ||
      TimeLocationSeeding.seedableTimeLocations(p)(game).length > 0 ||
      AsPlayed.seedAsPlayedCandidates('facility', p)(game).length > 0,
  )(game);

// Rulebook "Facility Phase" (L278): "The facility phase continues until both players announce they have no more cards
// to seed by saying 'pass.' Once both players have passed, the seed phases are complete." Unlike the dilemma phase's
// stage 4 (L260: "Once you pass, you may not seed any more cards during this phase"), a pass here is not final: the
// passes must be in succession, so a seed after a pass takes the pass back (`seedAfterPasses`)
/**
 * True when both players have passed in succession, or one has passed and the other has nothing left to seed (or
 * neither has).
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

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The facility seeding decision: seed one facility, one site (Rulebook "Facility Phase", domain/seed-phases/site-seeding.ts), or one
 * hidden agenda face down (Rulebook "Seed Phases": other cards that seed do so in this phase), or pass.
 * @category instances
 */
export const rule: DecisionRule<FacilityCommand> = {
  commandTypes: ['facility.seed', 'site.seed', 'agenda.seed', 'card.seed', 'facility.pass'],
  candidates: (player) => (game) => [
    ...FacilitySeeding.legalSeeds(player)(game),
    ...SiteSeeding.siteSeedCandidates(player)(game),
    ...HiddenAgenda.seedCandidates(player)(game),
    ...TableSeed.seedOnTableCandidates(player)(game),
    ...TimeLocationSeeding.seedableTimeLocations(player)(game).map(
      (card): TableSeed.SeedOnTable => ({ type: 'card.seed', player, card }),
    ),
    ...AsPlayed.seedAsPlayedCandidates(
      'facility',
      player,
    )(game).map((seed): TableSeed.SeedOnTable => ({ type: 'card.seed', ...seed })),
    { type: 'facility.pass', player },
  ],
  candidatesAreLegal: true,
  check: (command) => (game) => {
    if (command.type === 'facility.pass') return E.right(undefined);
    if (command.type === 'site.seed') return SiteSeeding.checkSeedSite(command)(game);
    if (command.type === 'agenda.seed') return HiddenAgenda.checkSeedFaceDown(command)(game);
    if (command.type === 'card.seed') return checkCardSeed(command)(game);
    return FacilitySeeding.canSeedFacility(command.player, command.card, command.location)(game);
  },
  apply: (command) => (game) =>
    command.type === 'facility.pass'
      ? Seeding.finish(command.player)(game)
      : seedAfterPasses(command.player)(seed(command)(game)),
};

// a card seeded face up records the game event of a card entering play (a hidden agenda, face down, once activated)
const seed = (command: Exclude<FacilityCommand, FacilityPass>) => (game: GameState) => {
  if (command.type === 'agenda.seed') return HiddenAgenda.seedFaceDown(command)(game);
  if (command.type === 'card.seed' && AsPlayed.seedsAsPlayedIn('facility', command.card)(game))
    return AsPlayed.seedAsPlayed(AsPlayed.seedOf(command))(game);
  return recordEvents({ type: 'card.enteredPlay', card: command.card })(seedFaceUp(command)(game));
};

const seedFaceUp =
  (command: Exclude<FacilityCommand, FacilityPass | HiddenAgenda.SeedFaceDown>) => (game: GameState) => {
    if (command.type === 'site.seed') return SiteSeeding.seedSite(command)(game);
    if (command.type === 'card.seed')
      return TimeLocations.isTimeLocationCard(command.card)(game)
        ? TimeLocationSeeding.seed(command.player, command.card)(game)
        : TableSeed.seedOnTable(command)(game);
    return FacilitySeeding.seedFacility(command)(game);
  };

// Rulebook "Seed Phases": a card seeds on the table by the rule of its kind: a time location, a card that seeds in any
// phase (as its text plays), another card that seeds on the table
const checkCardSeed =
  (command: TableSeed.SeedOnTable) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (AsPlayed.seedsAsPlayedIn('facility', command.card)(game))
      return AsPlayed.checkSeedAsPlayed('facility', AsPlayed.seedOf(command))(game);
    if (command.target !== undefined)
      return E.left(ruleError('Seed Phases', `${command.card} seeds on the table: it targets no card.`));
    return TimeLocations.isTimeLocationCard(command.card)(game)
      ? TimeLocationSeeding.checkSeed(command.player, command.card)(game)
      : TableSeed.checkSeedOnTable(command)(game);
  };

// Rulebook "Facility Phase" (L278): the phase ends when both players have passed in succession; a seed after the
// opponent's pass gives the opponent the next turn to seed again
const seedAfterPasses =
  (seeder: PlayerId) =>
  (game: GameState): GameState =>
    Seeding.reopen(game.players[0].id === seeder ? game.players[1].id : game.players[0].id)(game);
