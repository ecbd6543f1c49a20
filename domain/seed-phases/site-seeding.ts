// Rulebook "Facility Phase" (L271-275): "During the Facility Phase, you may seed the Sites in your site pile", one at a
// time, alternating with the facilities and other cards seeded in this phase, each on any Nor where it is allowed to
// play, at a position of the station's line that keeps the levels grouped (domain/sites/placement.ts). Only the site
// pile's sites seed ("you may not seed additional sites beyond the 6 free ones, even by using seed slots"); the
// unseeded ones go out of play when the seed phases end (domain/seed-phases/seed-end.ts).
import * as E from 'fp-ts/Either';
import { type CardId, cardsIn, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { addSite, checkSiteAt, norsInPlay, sitePositions } from '../sites/placement';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Seed a site from your site pile on a Nor in play, at `position` of its line (0 the innermost). */
export interface SeedSite {
  readonly type: 'site.seed';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly station: CardId;
  readonly position: number;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Facility Phase": sites seed only from the site pile, where the site may play
/**
 * Right when the site seed is legal now, else the rule it breaks.
 * @category predicates
 */
export const checkSeedSite =
  (command: SeedSite) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.card];
    if (card?.zone.kind !== 'sitePile' || card.zone.player !== command.player)
      return E.left(
        ruleError('Facility Phase', `${command.card} is not a site in ${command.player}'s site pile.`),
      );
    return checkSiteAt(command.card, command.station, command.position)(game);
  };

/**
 * Every site seed `player` may make now: each site of their site pile on each Nor in play, at each legal position.
 * @category predicates
 */
export const siteSeedCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SeedSite> => {
    const pile = cardsIn({ kind: 'sitePile', player })(game);
    if (pile.length === 0) return [];
    const stations = norsInPlay(game);
    return pile.flatMap((card) =>
      stations.flatMap((station) =>
        sitePositions(
          card,
          station,
        )(game).map((position): SeedSite => ({ type: 'site.seed', player, card, station, position })),
      ),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal site seed: the site in the station's line, the seed counted for alternation.
 * @category operations
 */
export const seedSite =
  (command: SeedSite) =>
  (game: GameState): GameState =>
    Seeding.recordSeed(command.player)(
      addSite(command.player, command.card, command.station, command.position, 'seeds')(game),
    );
