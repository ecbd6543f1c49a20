// Rulebook "Side decks", "[Tactic]" and the Battle Bridge Door ("Place one atop Battle Bridge side deck during the seed
// phase. Battle Bridge is now open and in play"): the Battle Bridge side deck of [Tactic] cards. The deck list's
// `Side deck: Battle Bridge Door` section is placed face down in the side deck zone named by its doorway
// (domain/setup.ts); the doorway seeds on the table in the doorway phase, which opens the side deck.
//
// Rulebook 7.5.1: "No player may use both rotation damage and tactics damage during the same game": the deck decides. A
// player with a Battle Bridge side deck (who owns [Tactic] cards: deck building allows them only there) deals tactics
// damage all game, any other player rotation damage. A side deck must be opened in the seed phase (L186), so the
// doorway phase does not let such a player finish without seeding the Battle Bridge Door (domain/doorway-phase.ts).
import * as O from 'fp-ts/Option';
import type { Blueprint, BlueprintId } from '../cards/blueprint';
import { loadCardDatabase } from '../cards/database';
import { BATTLE_BRIDGE, sideDeckOpenedBy } from './deck-building';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  moveCard,
  type PlayerId,
  updateCard,
  type Zone,
} from './game-state';
import { memoizeRecent } from './memo';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The name of the side deck zone when no doorway names it (domain/setup.ts names it by its doorway's title). */
const DEFAULT_NAME = 'Battle Bridge Door';

/** Battle Bridge Door: "Place one atop Battle Bridge side deck during the seed phase." */
const SEEDS_ATOP = /^Place one atop Battle Bridge side deck during the seed phase/i;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is a doorway that opens a Battle Bridge side deck.
 * @category predicates
 */
export const opensBattleBridge = (b: Blueprint): boolean =>
  O.exists((kind: string) => kind === BATTLE_BRIDGE)(sideDeckOpenedBy(b));

// Battle Bridge Door: "Place one atop Battle Bridge side deck during the seed phase"
/**
 * Whether a doorway seeds in the doorway phase to open a Battle Bridge side deck (Battle Bridge Door).
 * @category predicates
 */
export const seedsAtopBattleBridge = (b: Blueprint): boolean =>
  b.type === 'Doorway' && SEEDS_ATOP.test(b.text);

const tacticOwners = memoizeRecent(
  (cards: GameState['cards']): ReadonlySet<PlayerId> =>
    new Set(
      Object.values(cards)
        .filter((card) => isTactic(card.blueprint))
        .map((card) => card.owner),
    ),
);

/**
 * Whether the player has a Battle Bridge side deck: owns [Tactic] cards, which only that side deck holds.
 * @category predicates
 */
export const hasBattleBridgeSideDeck =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    tacticOwners(game.cards).has(player);

// Rulebook 7.5.1 DAMAGE: tactics damage if the damaging player uses a Battle Bridge side deck, else rotation damage
/**
 * Whether the player deals tactics damage (a Battle Bridge side deck) rather than rotation damage, for the whole game;
 * a self-controlled card never does.
 * @category predicates
 */
export const usesTacticsDamage =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    player !== SELF_CONTROLLED && hasBattleBridgeSideDeck(player)(game);

// Battle Bridge Door: "Battle Bridge is now open and in play"
/**
 * Whether the player's Battle Bridge side deck is open: a doorway that opens it is on their table.
 * @category predicates
 */
export const isBattleBridgeOpen =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    doorwayOnTable(player, game) !== undefined;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The player's Battle Bridge side deck zone: the side deck named by a Battle Bridge doorway (or by `Battle Bridge`).
 * @category operations
 */
export const battleBridgeZone =
  (player: PlayerId) =>
  (game: GameState): Zone => {
    const prefix = `sideDeck:${player}:`;
    const key = Object.keys(game.zones).find(
      (k) => k.startsWith(prefix) && isBattleBridgeName(k.slice(prefix.length)),
    );
    const doorway = doorwayOnTable(player, game);
    const name =
      key?.slice(prefix.length) ?? (doorway === undefined ? DEFAULT_NAME : blueprintOf(doorway)(game).title);
    return { kind: 'sideDeck', player, name };
  };

/**
 * The cards of the player's open Battle Bridge side deck, top first; none while it is not open.
 * @category operations
 */
export const sideDeckCards =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    isBattleBridgeOpen(player)(game) ? cardsIn(battleBridgeZone(player)(game))(game) : [];

// Rulebook "[Flip]": "draw a Tactic card from their Battle Bridge Side Deck (if any)"
/**
 * Draws the top card of the player's open Battle Bridge side deck to `to`, face up or down; none when it is empty.
 * @category operations
 */
export const drawTactic =
  (player: PlayerId, to: Zone, faceUp: boolean) =>
  (game: GameState): readonly [CardId | null, GameState] => {
    const [top] = sideDeckCards(player)(game);
    if (top === undefined) return [null, game];
    return [top, updateCard(top, (c) => ({ ...c, faceUp }))(moveCard(top, to)(game))];
  };

// Rulebook 7.4 stage 3: "Unused Tactics return face-up to the side deck"; Rulings "damage": damage markers are retrieved
/**
 * Returns a [Tactic] card face up to the bottom of its owner's Battle Bridge side deck.
 * @category operations
 */
export const returnToSideDeck =
  (card: CardId) =>
  (game: GameState): GameState => {
    const owner = game.cards[card]?.owner as PlayerId;
    const moved = moveCard(card, battleBridgeZone(owner)(game), 'bottom')(game);
    return updateCard(card, (c) => ({ ...c, faceUp: true, controller: owner }))(moved);
  };

// Helpers

const isTactic = (blueprint: BlueprintId): boolean =>
  loadCardDatabase().blueprint(blueprint).type === 'Tactic';

const doorwayOnTable = (player: PlayerId, game: GameState): CardId | undefined =>
  cardsIn({ kind: 'table', player })(game).find((id) => opensBattleBridge(blueprintOf(id)(game)));

const isBattleBridgeName = (name: string): boolean =>
  name === BATTLE_BRIDGE || /^Battle Bridge Door/.test(name);
