// Rulebook "Side decks": "Each side deck is shuffled and placed face-down on the table. It must be opened by a Doorway
// card during the seed phase"; "you may have only one side deck of each type". The deck list's `Side deck: <doorway>`
// section is placed face down in the side deck zone named by its doorway's title (domain/seed-phases/setup.ts); a doorway whose
// text reads "Place one atop <type> side deck during the seed phase" (Battle Bridge Door, Storage Compartment Door)
// seeds on the table in the doorway phase, which opens that side deck. What each type holds is Rulebook "Card
// Types": [Tactic] cards play only through a Battle Bridge side deck, [Tribble] and [Trouble] cards only through a
// Tribble side deck. The type-specific rules are in domain/battle-rules/battle-bridge.ts and domain/tribbles/tribble-side-deck.ts.
import * as O from 'fp-ts/Option';
import type { Blueprint, BlueprintId } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { memoizeRecent } from '../core/memo';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A side deck type, as its doorway's text names it ("atop Battle Bridge side deck" → `Battle Bridge`). */
export type SideDeckType = string;

/** The side deck type a Battle Bridge doorway opens (its text: "atop Battle Bridge side deck"). */
export const BATTLE_BRIDGE = 'Battle Bridge';
/** The side deck type Storage Compartment Door opens (its text: "atop Tribble side deck"). */
export const TRIBBLE = 'Tribble';

/** The usual doorway of a side deck type, whose title names its zone when no doorway does. */
const DOORS: Readonly<Record<SideDeckType, string>> = {
  [BATTLE_BRIDGE]: 'Battle Bridge Door',
  [TRIBBLE]: 'Storage Compartment Door',
};

/** Rulebook "Card Types": the card types that play only through a side deck of a type, by type. */
const HELD: Readonly<Record<SideDeckType, ReadonlyArray<Blueprint['type']>>> = {
  [BATTLE_BRIDGE]: ['Tactic'],
  [TRIBBLE]: ['Tribble', 'Trouble'],
};

/**
 * "Place one atop Battle Bridge side deck during the seed phase."; "Seeds on (opens) Battle Bridge side deck" (Battle
 * Bridge Door: Auxiliary Control).
 */
const SEEDS_ATOP =
  /^(?:Place one atop (.+?) side deck during the seed phase|Seeds on \(opens\) (.+?) side deck)/i;

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * Rulebook "Building a Deck", side decks: the type of side deck a doorway opens, read from its text
 * ("Seeds on (opens) Q's Tent side deck" → `Q's Tent`, "Place one atop Tribble side deck" → `Tribble`).
 * @category constructors
 */
export const sideDeckOpenedBy = (doorway: Blueprint): O.Option<string> => {
  if (doorway.type !== 'Doorway') return O.none;
  const m = /(?:\(opens\)|atop)\s+(?:your\s+)?(.+?)\s+side deck/i.exec(doorway.text);
  return m?.[1] ? O.some(m[1]) : O.none;
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is a doorway that opens a side deck of the type.
 * @category predicates
 */
export const opens =
  (type: SideDeckType) =>
  (b: Blueprint): boolean =>
    O.exists((kind: string) => kind === type)(sideDeckOpenedBy(b));

// "Place one atop <type> side deck during the seed phase"; "Seeds on (opens) <type> side deck"
/**
 * The side deck type a doorway opens by seeding on the table in the doorway phase (only types the engine knows, with
 * `hasSideDeck`, are seeded), or none.
 * @category predicates
 */
export const seedsAtop = (b: Blueprint): O.Option<SideDeckType> => {
  if (b.type !== 'Doorway') return O.none;
  const m = SEEDS_ATOP.exec(b.text);
  const type = m?.[1] ?? m?.[2];
  return type === undefined ? O.none : O.some(type);
};

/**
 * The card types only a side deck of the type may hold (none for the types the engine does not know).
 * @category predicates
 */
export const heldBy = (type: SideDeckType): ReadonlyArray<Blueprint['type']> => HELD[type] ?? [];

/**
 * The side deck type a card may play only through, or none for a card of the draw deck.
 * @category predicates
 */
export const sideDeckTypeOf = (b: Blueprint): O.Option<SideDeckType> =>
  O.fromNullable(Object.keys(HELD).find((type) => heldBy(type).includes(b.type)));

const ownersByType = memoizeRecent(
  (cards: GameState['cards']): ReadonlyMap<SideDeckType, ReadonlySet<PlayerId>> => {
    const owners = new Map<SideDeckType, Set<PlayerId>>();
    for (const card of Object.values(cards)) {
      const type = typeOfBlueprint(card.blueprint);
      if (O.isNone(type)) continue;
      const set = owners.get(type.value) ?? new Set<PlayerId>();
      set.add(card.owner);
      owners.set(type.value, set);
    }
    return owners;
  },
);

/**
 * Whether the player has a side deck of the type: owns cards that only such a side deck holds (deck building allows
 * them only there).
 * @category predicates
 */
export const hasSideDeck =
  (type: SideDeckType, player: PlayerId) =>
  (game: GameState): boolean =>
    ownersByType(game.cards).get(type)?.has(player) ?? false;

// "Side deck is now open and in play"
/**
 * Whether the player's side deck of the type is open: a doorway that opens it is on their table.
 * @category predicates
 */
export const isOpen =
  (type: SideDeckType, player: PlayerId) =>
  (game: GameState): boolean =>
    O.isSome(openingDoorway(type, player)(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The doorway on the player's table that opened their side deck of the type, or none.
 * @category operations
 */
export const openingDoorway =
  (type: SideDeckType, player: PlayerId) =>
  (game: GameState): O.Option<CardId> =>
    O.fromNullable(cardsIn({ kind: 'table', player })(game).find((id) => opens(type)(blueprintOf(id)(game))));

/**
 * The player's side deck zone of the type: the side deck named by a doorway that opens it (or, with none, by the
 * type's usual doorway, as domain/seed-phases/setup.ts names it).
 * @category operations
 */
export const zoneOf =
  (type: SideDeckType, player: PlayerId) =>
  (game: GameState): Zone => {
    const prefix = `sideDeck:${player}:`;
    const key = Object.keys(game.zones).find(
      (k) => k.startsWith(prefix) && namesSideDeck(type, k.slice(prefix.length)),
    );
    const name =
      key?.slice(prefix.length) ??
      O.match(
        () => DOORS[type] ?? type,
        (door: CardId) => blueprintOf(door)(game).title,
      )(openingDoorway(type, player)(game));
    return { kind: 'sideDeck', player, name };
  };

/**
 * The cards of the player's open side deck of the type, top first; none while it is not open.
 * @category operations
 */
export const cardsOf =
  (type: SideDeckType, player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    isOpen(type, player)(game) ? cardsIn(zoneOf(type, player)(game))(game) : [];

// Helpers

const typeByBlueprint = new Map<BlueprintId, O.Option<SideDeckType>>();

const typeOfBlueprint = (id: BlueprintId): O.Option<SideDeckType> => {
  let type = typeByBlueprint.get(id);
  if (type === undefined) {
    type = sideDeckTypeOf(loadCardDatabase().blueprint(id));
    typeByBlueprint.set(id, type);
  }
  return type;
};

/** Whether a side deck zone's name is the type itself or the title of a doorway that opens it. */
const namesSideDeck = (type: SideDeckType, name: string): boolean =>
  name === type || loadCardDatabase().byTitle(name).some(opens(type));
