// Rulebook "Doorway Phase": both players seed their doorways on the table at the same time, then reveal them.
// The simultaneous seeding is modelled as hidden commitments: the starting player seeds face down and says done,
// then the other player, then every doorway seeded is turned face up together.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { awaitDecision, type DecisionRule } from '../core/decision';
import { recordEvents } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as SideDecks from '../deck-building/side-decks';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Seed a doorway from your seed deck face down on your side of the table. */
export interface SeedDoorway {
  readonly type: 'doorway.seed';
  readonly player: PlayerId;
  readonly card: CardId;
}

/** You have seeded all the doorways you want to. */
export interface DoorwayDone {
  readonly type: 'doorway.done';
  readonly player: PlayerId;
}

export type DoorwayCommand = SeedDoorway | DoorwayDone;

const DOORWAY_PHASE = 'Doorway Phase';
const SIDE_DECKS = 'Side decks';
const doorwayTypes: ReadonlySet<Blueprint['type']> = new Set(['Doorway']);
const seedsOnTable = /\b(Seeds( or plays)? on table|Place one on table during the seed phase)/i;
const placesOne = /^Place one on table during the seed phase/i;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Doorway Phase" and "Seed Phases": doorways seed on the table now; an [AU] card only if a card allows it.
// Battle Bridge Door, Storage Compartment Door: "Place one atop <type> side deck during the seed phase": it seeds on
// the table too, opening its player's side deck of that type (domain/deck-building/side-decks.ts)
/**
 * Right when the card may seed in the doorway phase: a Doorway whose text seeds it on the table, or a doorway placed
 * atop a side deck opening its player's unopened side deck of that type, without [AU]. Other doorways that open side
 * decks, seed in the facility phase or seed like dilemmas are not implemented.
 * @category predicates
 */
export const canSeedDoorway =
  (card: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(card)(game);
    const opened = SideDecks.seedsAtop(blueprint);
    if (blueprint.type !== 'Doorway' || !(seedsOnTable.test(blueprint.text) || O.isSome(opened)))
      return E.left(ruleError(DOORWAY_PHASE, `${blueprint.title} is not a doorway that seeds on the table.`));
    const owner = getCard(card)(game).owner;
    if (
      O.isSome(opened) &&
      (!SideDecks.hasSideDeck(opened.value, owner)(game) || SideDecks.isOpen(opened.value, owner)(game))
    )
      return E.left(
        ruleError(SIDE_DECKS, `${owner} has no unopened ${opened.value} side deck for ${blueprint.title}.`),
      );
    if (isAlternateUniverse(card)(game))
      return E.left(
        ruleError('Seed Phases', `${blueprint.title} has the [AU] icon and no card allows it to seed.`),
      );
    // Alternate Universe Door: "Place one on table during the seed phase": one copy on its player's table
    if (placesOne.test(blueprint.text) && hasOnTable(owner, blueprint.title)(game))
      return E.left(
        ruleError(DOORWAY_PHASE, `${blueprint.title}: place one on table, and ${owner} has one.`),
      );
    return E.right(undefined);
  };

const hasOnTable =
  (player: PlayerId, title: string) =>
  (game: GameState): boolean =>
    cardsIn({ kind: 'table', player })(game).some((id) => blueprintOf(id)(game).title === title);

/**
 * The doorways in `player`'s seed deck that may seed now.
 * @category predicates
 */
export const seedableDoorways =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    Seeding.seedDeckCards(player, doorwayTypes)(game).filter((id) => E.isRight(canSeedDoorway(id)(game)));

// Rulebook "Side decks": "It must be opened by a Doorway card during the seed phase"
/**
 * Right unless the player has a side deck to open and its doorway still in the seed deck, seedable.
 * @category predicates
 */
export const checkSideDecksOpened =
  (player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const door = seedableDoorways(player)(game).find((id) =>
      O.isSome(SideDecks.seedsAtop(blueprintOf(id)(game))),
    );
    if (door === undefined) return E.right(undefined);
    const blueprint = blueprintOf(door)(game);
    const type = O.getOrElse(() => '')(SideDecks.seedsAtop(blueprint));
    return E.left(
      ruleError(SIDE_DECKS, `${player} must open the ${type} side deck: seed ${blueprint.title} first.`),
    );
  };

/**
 * The player who seeds doorways now (the starting player first), or none when the phase is over.
 * @category predicates
 */
export const nextSeeder = (game: GameState): O.Option<PlayerId> =>
  Seeding.nextInStartingOrder((p) => seedableDoorways(p)(game).length > 0)(game);

/**
 * True when both players have committed their doorways (or have none to seed).
 * @category predicates
 */
export const isDoorwaySeedingComplete = (game: GameState): boolean => O.isNone(nextSeeder(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Starts the doorway phase.
 * @category operations
 */
export const begin = (game: GameState): GameState => Seeding.beginStep({ ...game, phase: 'doorway' });

/**
 * The game waiting on the next doorway seeder, unchanged when there is none.
 * @category operations
 */
export const awaitNextSeeder = (game: GameState): GameState =>
  O.match(
    () => game,
    (player: PlayerId) => awaitDecision(player, 'doorway.seed')(game),
  )(nextSeeder(game));

// Rulebook "Doorway Phase": then, starting with the starting player, each announces the titles seeded face up
/**
 * Turns every doorway seeded face down on the table face up: each records the game event of a card entering play.
 * @category operations
 */
export const reveal = (game: GameState): GameState =>
  game.players
    .flatMap((p) => cardsIn({ kind: 'table', player: p.id })(game))
    .filter((id) => !game.cards[id]?.faceUp && blueprintOf(id)(game).type === 'Doorway')
    .reduce(
      (g, id) =>
        recordEvents({ type: 'card.enteredPlay', card: id })(
          updateCard(id, (c) => ({ ...c, faceUp: true }))(g),
        ),
      game,
    );

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The doorway seeding decision: seed one doorway face down, or say done.
 * @category instances
 */
export const rule: DecisionRule<DoorwayCommand> = {
  commandTypes: ['doorway.seed', 'doorway.done'],
  candidates: (player) => (game) => [
    ...seedableDoorways(player)(game).map((card): DoorwayCommand => ({ type: 'doorway.seed', player, card })),
    { type: 'doorway.done', player },
  ],
  check: (command) => (game) => {
    if (command.type === 'doorway.done') return checkSideDecksOpened(command.player)(game);
    if (!Seeding.isInOwnSeedDeck(command.player, command.card)(game))
      return E.left(
        ruleError('Seed Phases', `${command.card} is not a card in ${command.player}'s seed deck.`),
      );
    return canSeedDoorway(command.card)(game);
  },
  apply: (command) => (game) =>
    command.type === 'doorway.done'
      ? Seeding.finish(command.player)(game)
      : updateCard(command.card, (c) => ({ ...c, faceUp: false }))(
          moveCard(command.card, { kind: 'table', player: command.player }, 'bottom')(game),
        ),
};
