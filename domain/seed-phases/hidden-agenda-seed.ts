// Rulebook "Seed Phases": "any card with a [HA] Hidden Agenda icon, always seed[s] face-down … You do not have to
// announce the title of cards seeded face-down, but your opponent may count them". An [HA] card whose text "Seeds"
// (not one that only "Plays on table") seeds face down on its player's table in the facility phase, where other cards
// that seed do, alternating with facilities (domain/seed-phases/facility-phase.ts). It waits there, not in play, until activated
// (domain/special-rules/hidden-agenda.ts). Seeding face down a card with no [HA] icon forfeits the game: never offered, refused.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';
import { checkFaceDown, hasHiddenAgendaIcon, placeFaceDown } from '../special-rules/hidden-agenda';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Seed an [HA] card from your seed deck face down on your table (facility phase). */
export interface SeedFaceDown {
  readonly type: 'agenda.seed';
  readonly player: PlayerId;
  readonly card: CardId;
}

const SEED = 'Seed Phases';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Seed Phases": [HA] cards "always seed face-down"; "Other cards that seed … must seed during the Facility
// Phase"; [AU] cards seed only where a card allows
/**
 * Right when `player` may seed the card face down from their seed deck now, else the rule it breaks.
 * @category predicates
 */
export const checkSeedFaceDown =
  (command: SeedFaceDown) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!Seeding.isInOwnSeedDeck(command.player, command.card)(game))
      return E.left(ruleError(SEED, `${command.card} is not a card in ${command.player}'s seed deck.`));
    const blueprint = blueprintOf(command.card)(game);
    return pipe(
      checkFaceDown(command.card)(game),
      E.flatMap(() =>
        /^Seeds\b/i.test(blueprint.text)
          ? E.right(undefined)
          : E.left(ruleError(SEED, `${blueprint.title} does not seed: its text says it plays.`)),
      ),
      E.flatMap(() =>
        isAlternateUniverse(command.card)(game)
          ? E.left(ruleError(SEED, `${blueprint.title} has the [AU] icon and no card allows it to seed.`))
          : E.right(undefined),
      ),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every face-down seed `player` may make now.
 * @category operations
 */
export const seedCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SeedFaceDown> =>
    cardsInZone({ kind: 'seedDeck', player })(game)
      .filter((card) => hasHiddenAgendaIcon(blueprintOf(card)(game)))
      .map((card): SeedFaceDown => ({ type: 'agenda.seed', player, card }))
      .filter((command) => E.isRight(checkSeedFaceDown(command)(game)));

// Rulebook "Seed Phases": "You do not have to announce the title of cards seeded face-down"
/**
 * The game after a legal face-down seed: the card face down on the table, the seed recorded for alternation.
 * @category operations
 */
export const seedFaceDown =
  (command: SeedFaceDown) =>
  (game: GameState): GameState =>
    Seeding.recordSeed(command.player)(
      record(
        `${command.player} seeds a card face down (a hidden agenda)`,
        command.card,
      )(placeFaceDown(command.player, command.card)(game)),
    );
