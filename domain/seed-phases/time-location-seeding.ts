// Rulebook "Seed Phases": "Other cards that seed … must seed during the Facility Phase": a time location whose text
// "Seeds or plays on table" seeds on the table in the facility phase, from its player's seed deck, alternating with the
// facilities (domain/seed-phases/facility-phase.ts). Whether it may enter play and what entering play does are the
// time locations' (domain/time-travel/time-locations.ts).
import * as E from 'fp-ts/Either';
import type { Blueprint } from '../../cards/blueprint';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkEnterPlay, enterPlay } from '../time-travel/time-locations';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const timeLocationTypes = new Set<Blueprint['type']>(['Time Location']);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Seed Phases": time locations "Seeds or plays on table" seed in the facility phase, from the seed deck
/**
 * Right when `player` may seed the time location from their seed deck now, else the rule it breaks.
 * @category predicates
 */
export const checkSeed =
  (player: PlayerId, card: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!Seeding.isInOwnSeedDeck(player, card)(game))
      return E.left(ruleError('Seed Phases', `${card} is not a card in ${player}'s seed deck.`));
    const blueprint = blueprintOf(card)(game);
    if (!/^Seeds\b/.test(blueprint.text))
      return E.left(ruleError('Seed Phases', `${blueprint.title}'s text does not seed it.`));
    if (isAlternateUniverse(card)(game))
      return E.left(
        ruleError('Seed Phases', `${blueprint.title} has the [AU] icon and no card allows it to seed.`),
      );
    return checkEnterPlay(player, card)(game);
  };

/**
 * The time locations in `player`'s seed deck that may seed now.
 * @category predicates
 */
export const seedableTimeLocations =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    Seeding.seedDeckCards(
      player,
      timeLocationTypes,
    )(game).filter((card) => E.isRight(checkSeed(player, card)(game)));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal seed of a time location: in play, the seed counted for alternation.
 * @category operations
 */
export const seed =
  (player: PlayerId, card: CardId) =>
  (game: GameState): GameState =>
    Seeding.recordSeed(player)(enterPlay(player, card)(game));
