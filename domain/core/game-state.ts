// The game state: plain, immutable, JSON-serialisable data owned by exactly one actor at a time.
// Rulebook "Seed Phases", "Playing the Game", "Leaving Play": where every card is, whose turn it is.
import * as O from 'fp-ts/Option';
import type { Blueprint, BlueprintId, Quadrant } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type { MissionAttempt } from './attempt-state';
import type { Battle, CounterAttackRight } from './battle-state';
import type { EndOfTurnDraw } from './card-draws';
import { cardIn } from './card-index';
import type { CardId, CardInstance, LocationId, PlayerId, Zone, ZoneKey } from './card-instance';
import type { ChapterStates } from './chapter-states';
import type { ChronicleEntry } from './chronicle-entry';
import type { GameEvent } from './game-events';
import type { Phase, Seeding } from './game-phase';
import type { GameResult } from './game-result';
import type { Infestation } from './infestation-state';
import type { Location } from './location';
import type { Modifier } from './modifier';
import type { OrdersTurn } from './orders-turn';
import type { Pending } from './pending-decision';
import { type RandomState, shuffle } from './random';
import type { RulesOptions } from './rules-options';
import type { TurnEffect } from './this-turn';
import type { TurnState } from './turn-state';
import type { TurnStep } from './turn-step';
import { cardsInZone, zoneKeyOf } from './zone-index';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export type { Affects, CardId, CardInstance, LocationId, PlayerId, Zone, ZoneKey } from './card-instance';
export type { Phase, Seeding } from './game-phase';
export type { Location } from './location';
export type { DecisionKind, Pending } from './pending-decision';
export type { TurnState } from './turn-state';
export { zoneKey } from './zone-index';

export interface PlayerState {
  readonly id: PlayerId;
  readonly score: number;
}

/**
 * The whole state of a game; the fields owned by the chapters above core (`responding`, `choosing`) come from
 * domain/core/chapter-states.ts.
 */
export interface GameState extends Readonly<Partial<ChapterStates>> {
  /** Both players, starting player first. */
  readonly players: readonly [PlayerState, PlayerState];
  readonly cards: Readonly<Record<CardId, CardInstance>>;
  /** Ordered card lists by zone key; a zone with no cards may be absent. */
  readonly zones: Readonly<Record<ZoneKey, ReadonlyArray<CardId>>>;
  readonly locations: Readonly<Record<LocationId, Location>>;
  /** One spaceline per quadrant, left to right (Rulebook "Mission Phase"). */
  readonly spacelines: Readonly<Partial<Record<Quadrant, ReadonlyArray<LocationId>>>>;
  readonly phase: Phase;
  readonly turn: TurnState;
  /** Rulebook "Once Per Game": card titles (or icons) a player has used, as `<player>:<key>`. */
  readonly oncePerGame: ReadonlyArray<string>;
  /** Lasting modifiers in play (Rulebook 12.11 S.A.M.). */
  readonly modifiers: ReadonlyArray<Modifier>;
  readonly random: RandomState;
  readonly winner: PlayerId | null;
  /** How the game ended (a win or a draw), set when the phase becomes `over`; null while it goes on. */
  readonly result: GameResult | null;
  /** The rules chosen when the game was created (domain/core/rules-options.ts); absent means the defaults. */
  readonly rules?: RulesOptions;
  /** The cards whose game text is not implemented that mattered as blank cards (`allowUnimplemented`); absent if none. */
  readonly blankCards?: ReadonlyArray<CardId>;
  /** Whose decision the game waits on, and of what kind; null when the game is over. */
  readonly pending: Pending | null;
  /** Progress through the current seed phase step; empty outside the seed phases. */
  readonly seeding: Seeding;
  /** What each ship did this turn under orders (Rulebook 7.1 Move, 7.6 Cloak): reset by `Orders.resetRange`. */
  readonly orders: OrdersTurn;
  /** The mission attempt under way (Rulebook 7.2), owned by the mission-attempt machine; absent otherwise. */
  readonly attempt?: MissionAttempt;
  /** Alien Parasites: an opponent controlling an infected ship and crew (domain/core/infestation-state.ts); absent otherwise. */
  readonly infestation?: Infestation;
  /** The battle under way (Rulebook 7.4), owned by the battle machine; absent otherwise. */
  readonly battle?: Battle;
  /** Rulebook 7.4 "Counter-attack": the counter-attacks players may launch; absent when none. */
  readonly counterAttacks?: ReadonlyArray<CounterAttackRight>;
  /** The end-of-turn card draw waiting on its player's decision (domain/turn/end-of-turn-draw.ts); absent otherwise. */
  readonly endOfTurnDraw?: EndOfTurnDraw;
  /** The step of the turn the windows open now interrupted, where it goes on (domain/core/turn-step.ts); absent otherwise. */
  readonly resumeAt?: TurnStep;
  /** What happened so far, append-only (domain/core/chronicle.ts); the omniscient record, not filtered by `view`. */
  readonly chronicle: ReadonlyArray<ChronicleEntry>;
  /**
   * Card text used during turn `turn` ("once each turn", Red Alert!'s reporting), as `<player>:<key>`; a record of
   * an earlier turn counts as empty (domain/core/this-turn.ts). Absent until a card uses it.
   */
  readonly textThisTurn?: {
    readonly turn: number;
    readonly used: ReadonlyArray<string>;
    /** Card effects lasting until the end of turn `turn` (domain/core/this-turn.ts); absent if none. */
    readonly effects?: ReadonlyArray<TurnEffect>;
  };
  /**
   * What the command under way did that rules and cards may answer (domain/core/game-events.ts); absent at every
   * decision point: the settle step after each command answers them (domain/game/settle.ts).
   */
  readonly events?: ReadonlyArray<GameEvent>;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** Options for a new card instance; each defaults as described in `addCard`. */
export interface NewCard {
  readonly controller?: PlayerId;
  readonly faceUp?: boolean;
  readonly affiliation?: string | null;
  readonly seededBy?: PlayerId | null;
  readonly at?: 'top' | 'bottom' | number;
}

const faceDown = new Set<Zone['kind']>(['drawDeck', 'seedDeck', 'missionPile', 'sideDeck', 'underMission']);

const newInstance = (
  id: CardId,
  owner: PlayerId,
  blueprint: Blueprint,
  zone: Zone,
  options: NewCard,
): CardInstance => {
  const affiliations = 'affiliations' in blueprint ? blueprint.affiliations : [];
  return {
    id,
    blueprint: blueprint.id,
    owner,
    controller: options.controller ?? owner,
    zone,
    faceUp: options.faceUp ?? !faceDown.has(zone.kind),
    stopped: false,
    damage: 0,
    affiliation: options.affiliation !== undefined ? options.affiliation : (affiliations[0] ?? null),
    seededBy: options.seededBy ?? null,
  };
};

/**
 * Creates a card instance `<owner>-<nn>` (from 01) in `zone`, by default owner-controlled, face down in the
 * `faceDown` zones, with the blueprint's first affiliation; returns its id and the new state.
 * @category constructors
 */
export const addCard =
  (owner: PlayerId, blueprint: Blueprint, zone: Zone, options: NewCard = {}) =>
  (game: GameState): readonly [CardId, GameState] => {
    const id = freeCardId(owner, game.cards, ownedCards(owner, game.cards) + 1);
    const card = newInstance(id, owner, blueprint, zone, options);
    const key = zoneKeyOf(zone);
    const zones = { ...game.zones, [key]: insertAt(game.zones[key] ?? [], id, options.at ?? 'top') };
    // not `withCard`: adding cards gives `cards` a new hidden class each time, which the copies of moves must not see
    return [id, { ...game, cards: { ...game.cards, [id]: card }, zones }];
  };

/** A pile of a player's deck: its zone and the blueprints of its cards, top first. */
export interface NewPile {
  readonly zone: Zone;
  readonly blueprints: ReadonlyArray<Blueprint>;
}

/** A player's deck for a new game: its piles, in placing order, and the id of each of its cards in that order. */
export interface NewDeck {
  readonly owner: PlayerId;
  readonly piles: ReadonlyArray<NewPile>;
  readonly ids: ReadonlyArray<CardId>;
}

/**
 * Decks in their piles (a new game's setup): `addCard` of each blueprint of each pile of each deck in turn, at the
 * bottom of its zone (the same cards, in the same order of `cards` and of each zone), under the deck's `ids` (the seed
 * draws them, domain/seed-phases/card-ids.ts). `cards` is made once, from the list of its entries: its ids differ
 * from game to game, so V8 makes a new hidden class for each id added to it; grown card by card it turned into a
 * dictionary, whose first copy (a game's first card update) then cost 60 µs more; copied in between (one call per
 * deck), it cost twice as much (issue #17).
 * @category constructors
 */
export const addDecks =
  (decks: ReadonlyArray<NewDeck>) =>
  (game: GameState): GameState => {
    const cards: Array<[CardId, CardInstance]> = Object.entries(game.cards);
    const zones: Record<ZoneKey, ReadonlyArray<CardId>> = { ...game.zones };
    for (const { owner, piles, ids } of decks) {
      let next = 0;
      for (const { zone, blueprints } of piles) {
        if (blueprints.length === 0) continue;
        const key = zoneKeyOf(zone);
        const pile = [...(zones[key] ?? [])];
        for (const blueprint of blueprints) {
          const id = ids[next++] as CardId;
          cards.push([id, newInstance(id, owner, blueprint, zone, {})]);
          pile.push(id);
        }
        zones[key] = pile;
      }
    }
    return { ...game, cards: Object.fromEntries(cards), zones };
  };

const ownedCards = (owner: PlayerId, cards: Readonly<Record<CardId, CardInstance>>): number => {
  let n = 0;
  for (const card of Object.values(cards)) if (card.owner === owner) n++;
  return n;
};

/** The first id `<owner>-<nn>` from number `n` on that no card has. */
const freeCardId = (owner: PlayerId, cards: Readonly<Record<CardId, CardInstance>>, from: number): CardId => {
  let n = from;
  while (cards[`${owner}-${String(n).padStart(2, '0')}`] !== undefined) n++;
  return `${owner}-${String(n).padStart(2, '0')}`;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The card instance with this id, or none. @category operations */
export const findCard =
  (id: CardId) =>
  (game: GameState): O.Option<CardInstance> =>
    O.fromNullable(game.cards[id]);

/** The card instance with this id; throws for an unknown id (a programming error). @category operations */
export const getCard =
  (id: CardId) =>
  (game: GameState): CardInstance => {
    const card = cardIn(game.cards, id);
    if (card === undefined) throw new Error(`getCard: unknown card id ${id}`);
    return card;
  };

/**
 * The cards in a zone, in order: piles top first. Under a mission the LAST card is the bottom one,
 * the first encountered (Rulebook "Dilemma Phase"); seeding and reseeding put cards at the bottom.
 * @category operations
 */
export const cardsIn =
  (zone: Zone) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsInZone(zone)(game);

/**
 * Moves a card to `to` (at the top, index 0, by default), the one way a card changes zone; shares structure. `change`
 * (keeping `zone`) updates the moved card in the same copy of `cards`: `updateCard(id, change)` after the move, for
 * one copy instead of two.
 * @category operations
 */
export const moveCard =
  (
    id: CardId,
    to: Zone,
    at: 'top' | 'bottom' | number = 'top',
    change: (card: CardInstance) => CardInstance = unchanged,
  ) =>
  (game: GameState): GameState => {
    const card = getCard(id)(game);
    const fromKey = zoneKeyOf(card.zone);
    const toKey = zoneKeyOf(to);
    const remaining = (game.zones[fromKey] ?? []).filter((c) => c !== id);
    // a copy then assignments, not `{ ...zones, [fromKey]: remaining }` (see `withCard`)
    const zones: Record<ZoneKey, ReadonlyArray<CardId>> = remaining.length === 0
      ? withoutKey(game.zones, fromKey)
      : { ...game.zones };
    if (remaining.length > 0) zones[fromKey] = remaining;
    zones[toKey] = insertAt(zones[toKey] ?? [], id, at);
    return { ...game, zones, cards: withCard(game.cards, change({ ...card, zone: to })) };
  };

const unchanged = (card: CardInstance): CardInstance => card;

/**
 * A copy of the `cards` record with one card instance replaced, by its id: the one place a card changes. Not the
 * literal `{ ...cards, [id]: card }` (V8 redefines a computed key of a literal through a slow path), and in one place:
 * V8 gives the copies each place makes hidden classes of their own, and a place that has seen more than four copies
 * a hundred cards ten times slower. This place still sees about nine over ten games (successive copies get new
 * hidden classes before they settle): a record of a hundred ids stays a costly thing to copy.
 * @category operations
 */
export const withCard = (
  cards: Readonly<Record<CardId, CardInstance>>,
  card: CardInstance,
): Record<CardId, CardInstance> => {
  const copy = copyOf(cards);
  copy[card.id] = card;
  return copy;
};

/** The one place the `cards` record is copied (see `withCard`). */
const copyOf = (cards: Readonly<Record<CardId, CardInstance>>): Record<CardId, CardInstance> => ({
  ...cards,
});

/** A copy of a record without one key (`delete` would turn the copy into a slow dictionary-mode object). */
const withoutKey = <A>(record: Readonly<Record<string, A>>, key: string): Record<string, A> => {
  const { [key]: _removed, ...others } = record;
  return others;
};

const insertAt = (
  list: ReadonlyArray<CardId>,
  id: CardId,
  at: 'top' | 'bottom' | number,
): ReadonlyArray<CardId> => {
  if (at === 'top') return [id, ...list];
  if (at === 'bottom') return [...list, id];
  const i = Math.max(0, Math.min(at, list.length));
  return [...list.slice(0, i), id, ...list.slice(i)];
};

// Rulebook "Shuffle": a pile is shuffled with the game's random generator
/**
 * The game with a deck (a draw deck, a side deck) shuffled with the game's random generator; unchanged with fewer
 * than two cards.
 * @category operations
 */
export const shuffleZone =
  (zone: Zone) =>
  (game: GameState): GameState => {
    const cards = cardsInZone(zone)(game);
    if (cards.length < 2) return game;
    const [shuffled, random] = shuffle(cards)(game.random);
    return { ...game, random, zones: { ...game.zones, [zoneKeyOf(zone)]: shuffled } };
  };

/** Replaces a card instance by `f` of it (keep `zone` unchanged: use `moveCard` to move). @category operations */
export const updateCard =
  (id: CardId, f: (card: CardInstance) => CardInstance) =>
  (game: GameState): GameState => ({ ...game, cards: withCard(game.cards, f(getCard(id)(game))) });

/**
 * `updateCard` of each card of `ids` in turn (a ship and its crew stopped together), with one copy of `cards` for all
 * of them instead of one each (keep `zone` unchanged).
 * @category operations
 */
export const updateCards =
  (ids: ReadonlyArray<CardId>, f: (card: CardInstance) => CardInstance) =>
  (game: GameState): GameState => {
    if (ids.length === 0) return game;
    const cards = copyOf(game.cards);
    for (const id of ids) {
      const card = cards[id];
      if (card === undefined) throw new Error(`updateCards: unknown card id ${id}`);
      cards[id] = f(card);
    }
    return { ...game, cards };
  };

// the blueprints of the cards in play so far, a small table: cheaper to search than the whole database
const blueprints = new Map<BlueprintId, Blueprint>();

/** The printed card (blueprint) of a card instance, from the card database. @category operations */
export const blueprintOf =
  (id: CardId) =>
  (game: GameState): Blueprint => {
    const blueprintId = getCard(id)(game).blueprint;
    const known = blueprints.get(blueprintId);
    if (known !== undefined) return known;
    const blueprint = loadCardDatabase().blueprint(blueprintId);
    blueprints.set(blueprintId, blueprint);
    return blueprint;
  };

/** The other player. @category operations */
export const opponentOf =
  (player: PlayerId) =>
  (game: GameState): PlayerId =>
    game.players[0].id === player ? game.players[1].id : game.players[0].id;

/**
 * The spaceline location a card is at, through the ship, facility or card it is aboard, docked at, carried by or played on.
 * @category operations
 */
export const locationOf =
  (id: CardId) =>
  (game: GameState): O.Option<LocationId> => {
    const zone = getCard(id)(game).zone;
    switch (zone.kind) {
      case 'spaceline':
      case 'underMission':
      case 'atLocation':
      case 'planetSurface':
      case 'setAside':
        return O.some(zone.location);
      case 'aboard':
        return locationOf(zone.carrier)(game);
      case 'docked':
        return locationOf(zone.facility)(game);
      case 'carried':
        return locationOf(zone.carrier)(game);
      case 'playedOn':
        return locationOf(zone.host)(game);
      default:
        return O.none;
    }
  };
