// Rulebook "Seed Phases": "Other cards that seed (like Establish Landing Protocols) must seed during the Facility
// Phase", alternating one card at a time with facilities (domain/seed-phases/facility-phase.ts). An event, incident or objective
// whose printed text begins "Seeds on table.", "Seeds or plays on table." or "Seed one on table." and whose declared
// text plays on the table with no immediate effect seeds face up on its player's table and enters play, as when it
// is played. [HA] cards seed face down instead (domain/seed-phases/hidden-agenda-seed.ts). Texts that seed elsewhere (on a
// mission, a facility, a named card), with a condition ("Seeds on table if …") or with something to do as they seed
// ("; you may download …") are not read: those cards do not seed.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint, CardType } from '../../cards/blueprint';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { canEnterPlay } from '../cards-in-play/persona';
import { record } from '../core/chronicle';
import { declaredText } from '../core/declared-texts';
import {
  blueprintOf,
  type CardId,
  type GameState,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';
import { hasHiddenAgendaIcon } from '../special-rules/hidden-agenda';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Seed an event, incident or objective from your seed deck face up on your table (facility phase), or a card that seeds
 * in any phase where and as its text plays (on the card it targets, when it targets one: ./seed-as-played.ts).
 */
export interface SeedOnTable {
  readonly type: 'card.seed';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly target?: { readonly card: CardId };
}

const SEED = 'Seed Phases';
const seedingTypes: ReadonlySet<CardType> = new Set(['Event', 'Incident', 'Objective']);
const SEEDS_ON_TABLE = /^(?:Seeds(?: or plays)?|Seed one) on table\./i;
const SEED_ONE = /^Seed one\b/i;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Seed Phases": events, incidents and objectives seed only where their text says they do
/**
 * Whether the card's printed text seeds it on the table and its declared text is one the engine plays there.
 * @category predicates
 */
export const seedsOnTable = (card: Blueprint): boolean => {
  if (!seedingTypes.has(card.type) || !SEEDS_ON_TABLE.test(card.text)) return false;
  const text = declaredText(card.id);
  return O.isSome(text) && text.value.plays?.type === 'table' && text.value.immediate === undefined;
};

const hasSeededTitle = (player: PlayerId, title: string, game: GameState): boolean =>
  cardsInZone({ kind: 'table', player })(game).some((id) => blueprintOf(id)(game).title === title);

// Rulebook "Seed Phases": other cards that seed do so in the facility phase, from your seed deck; [HA] cards seed
// face down; [AU] cards seed only where a card allows; a unique card enters play only once
/**
 * Right when `player` may seed the card face up on their table now, else the rule it breaks.
 * @category predicates
 */
export const checkSeedOnTable =
  (command: SeedOnTable) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!Seeding.isInOwnSeedDeck(command.player, command.card)(game))
      return E.left(ruleError(SEED, `${command.card} is not a card in ${command.player}'s seed deck.`));
    const blueprint = blueprintOf(command.card)(game);
    if (hasHiddenAgendaIcon(blueprint))
      return E.left(ruleError(SEED, `${blueprint.title} has the [HA] icon: it seeds face down.`));
    if (!seedsOnTable(blueprint))
      return E.left(ruleError(SEED, `${blueprint.title}'s text does not seed it on the table.`));
    if (isAlternateUniverse(command.card)(game))
      return E.left(ruleError(SEED, `${blueprint.title} has the [AU] icon and no card allows it to seed.`));
    // Current Rulings "facilities" read "Seed one" as one copy seeded
    if (SEED_ONE.test(blueprint.text) && hasSeededTitle(command.player, blueprint.title, game))
      return E.left(ruleError(SEED, `${blueprint.title} reads "Seed one": you have seeded one already.`));
    return canEnterPlay(blueprint.id, command.player)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every seed on the table `player` may make now, exactly.
 * @category operations
 */
export const seedOnTableCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SeedOnTable> =>
    Seeding.seedDeckCards(
      player,
      seedingTypes,
    )(game)
      .map((card): SeedOnTable => ({ type: 'card.seed', player, card }))
      .filter((command) => E.isRight(checkSeedOnTable(command)(game)));

// Rulebook "Seed Phases" and "Entering Play": the card is placed face up on the table and enters play
/**
 * The game after a legal seed on the table: the card in play on its player's table, the seed counted for alternation.
 * @category operations
 */
export const seedOnTable =
  (command: SeedOnTable) =>
  (game: GameState): GameState =>
    Seeding.recordSeed(command.player)(
      record(
        `${command.player} seeds ${blueprintOf(command.card)(game).title} on the table`,
        command.card,
      )(
        updateCard(command.card, (c) => ({
          ...c,
          faceUp: true,
          controller: command.player,
          enteredOnTurn: game.turn.number,
        }))(moveCard(command.card, { kind: 'table', player: command.player }, 'bottom')(game)),
      ),
    );
