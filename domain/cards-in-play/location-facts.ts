// Rulebook 12.4 Present, "Here" & "There", and issue #17 (legal actions listed incrementally): what the cards at one
// spaceline location may do there (beam, walk) depends on those cards and on the rules in force at the whole table.
// A command changes one or two locations: the others' answers are kept and given again, without being recomputed,
// for as long as every object they were computed from is the same object. A `GameState` and everything in it is
// immutable (ARCHITECTURE "One owner of the game state"): an object that is still the same has not changed, so a kept
// answer is never stale. What an answer is computed from, its parts:
// - the location's slice: the instances of the cards in play anchored there (in space, docked, carried, aboard, on
//   the planet, the missions, and any card played on one of them, to any depth), and the zone lists they are in (the
//   order of a crew);
// - the table beyond the locations: every field of the state but the cards and zones (which the slices cover), the
//   log (`chronicle`), the generator (`random`) and the turn's record of actions (`turn.actions`, for undoing them),
//   and the instances of the cards in play whose effect may reach beyond where they are: any card in play not
//   anchored at a location, any card but a personnel, ship, facility, equipment or mission (dilemmas, events,
//   tactics, sites…), and any card with declared game text (its abilities answer the query points of every rule)
//   but a text made only of modifiers of the cards where it is (Federation PADD: "Each of your personnel CUNNING +2
//   where present"; Rulebook 12.4 "Present": such a modifier reaches no card at another location).
import * as O from 'fp-ts/Option';
import type { BlueprintId } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type { CardText } from '../../cards/language/language';
import type { LastingEffect } from '../../cards/language/lasting-effects';
import { declaredText } from '../core/declared-texts';
import type { CardInstance, GameState, LocationId, PlayerId, ZoneKey } from '../core/game-state';
import { memoizePair, memoizeRecent } from '../core/memo';
import type { TurnState } from '../core/turn-state';
import { zoneKeyOf } from '../core/zone-index';
import { cardsInPlayOf } from './persona';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type Cards = GameState['cards'];

/** The cards in play anchored at one location and the keys of the zones they are in. */
interface Slice {
  readonly cards: CardInstance[];
  readonly zones: ZoneKey[];
}

/** The slices of every location, and the cards whose effect may reach beyond where they are. */
interface Table {
  readonly slices: ReadonlyMap<LocationId, Slice>;
  readonly reaching: ReadonlyArray<CardInstance>;
}

const EMPTY: Slice = { cards: [], zones: [] };

/** Fields of the state a location's facts never depend on, or that its slice covers (`cards`, `zones`). */
const NOT_BEYOND = new Set(['cards', 'zones', 'turn', 'chronicle', 'random', 'pending']);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Fields of the state (and of its `turn`) that a location's fact never reads, beyond those the slices cover: a claim
 * of its caller, from the readers of each field (the property test of properties/location-facts.prop.test.ts checks
 * the kept answers against answers computed afresh).
 */
export interface Unread {
  readonly state?: ReadonlyArray<keyof GameState>;
  readonly turn?: ReadonlyArray<keyof TurnState>;
}

/**
 * `f(player, location)`, computed again only when the location's slice or the table beyond the locations changed
 * (see above), but for the fields `unread`: for a pure `f` that reads nothing else of the state, such as what the
 * player's cards at the location may do there. Within one state it is computed once per player and location.
 * @category operations
 */
export const rememberedAtLocation = <A>(
  f: (player: PlayerId, location: LocationId) => (game: GameState) => A,
  unread: Unread = {},
): ((player: PlayerId, location: LocationId) => (game: GameState) => A) => {
  const beyond = beyondOf(unread);
  // the last answer for each player and location, with the parts it was computed from
  const kept = new Map<string, { readonly parts: ReadonlyArray<unknown>; readonly answer: A }>();
  return memoizePair((player, location) => (game: GameState) => {
    const slice = tableOf(game.cards).slices.get(location) ?? EMPTY;
    const parts: unknown[] = [beyond(game)];
    for (const card of slice.cards) parts.push(card);
    for (const zone of slice.zones) parts.push(game.zones[zone]);
    const key = `${player}\0${location}`;
    const held = kept.get(key);
    if (held !== undefined && sameParts(held.parts, parts)) return held.answer;
    const answer = f(player, location)(game);
    kept.set(key, { parts, answer });
    return answer;
  });
};

// Helpers

const sameParts = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

// the slices and the reaching cards, in one pass over the cards in play, once per `cards` record
const tableOf = memoizeRecent((cards: Cards): Table => {
  const slices = new Map<LocationId, Slice>();
  const reaching: CardInstance[] = [];
  for (const card of cardsInPlayOf(cards)) {
    const location = anchorOf(card, cards);
    if (location === undefined || reachesBeyond(card)) reaching.push(card);
    if (location === undefined) continue;
    let slice = slices.get(location);
    if (slice === undefined) {
      slice = { cards: [], zones: [] };
      slices.set(location, slice);
    }
    slice.cards.push(card);
    const zone = zoneKeyOf(card.zone);
    if (!slice.zones.includes(zone)) slice.zones.push(zone);
  }
  return { slices, reaching };
});

const PLAIN = new Set(['Personnel', 'Ship', 'Facility', 'Equipment', 'Mission']);

// by printing: its type and its declared text are fixed
const reaching = new Map<BlueprintId, boolean>();

const reachesBeyond = (card: CardInstance): boolean => {
  let reaches = reaching.get(card.blueprint);
  if (reaches === undefined) {
    const text = declaredText(card.blueprint);
    reaches =
      !PLAIN.has(loadCardDatabase().blueprint(card.blueprint).type) ||
      (O.isSome(text) && !isLocalText(text.value));
    reaching.set(card.blueprint, reaches);
  }
  return reaches;
};

// the parts of a text of local modifiers only: its printing, its modifiers, and whether copies add up
const LOCAL_PARTS = new Set(['blueprint', 'whileInPlay', 'cumulative']);

// Rulebook 12.4 "Present", "Here": the reaches of a modifier that are all at the source's own location ("yourPersonnel"
// reaches every personnel of its controller, wherever it is)
const LOCAL_REACHES = new Set([
  'yourPersonnelPresent',
  'othersPresent',
  'self',
  'host',
  'aboardHost',
  'cardsPresent',
  'shipAboard',
  'carrierAboard',
  'atSameLocation',
  'missionHere',
]);

// filters that read only the card modified (its printed affiliation or classification)
const LOCAL_FILTERS = new Set(['affiliation', 'classification']);

/** Whether a declared text is only modifiers of a fixed amount, unconditional, of cards at its own location. */
const isLocalText = (text: CardText): boolean =>
  Object.keys(text).every((part) => LOCAL_PARTS.has(part)) && (text.whileInPlay ?? []).every(isLocalModifier);

const isLocalModifier = (effect: LastingEffect): boolean =>
  effect.type === 'modify' &&
  LOCAL_REACHES.has(effect.reach) &&
  typeof effect.amount === 'number' &&
  effect.condition === undefined &&
  effect.during === undefined &&
  (effect.filter === undefined || LOCAL_FILTERS.has(effect.filter.kind));

/** The location a card in play is anchored at, through what it is aboard, docked at, carried by or played on. */
const anchorOf = (card: CardInstance, cards: Cards): LocationId | undefined => {
  let instance: CardInstance | undefined = card;
  // a chain of hosts is short; the bound only guards against a malformed state
  for (let depth = 0; instance !== undefined && depth < 16; depth++) {
    const zone: CardInstance['zone'] = instance.zone;
    switch (zone.kind) {
      case 'atLocation':
      case 'planetSurface':
      case 'spaceline':
      case 'underMission':
        return zone.location;
      case 'aboard':
      case 'carried':
        instance = cards[zone.carrier];
        break;
      case 'docked':
        instance = cards[zone.facility];
        break;
      case 'playedOn':
        instance = cards[zone.host];
        break;
      default:
        return undefined;
    }
  }
  return undefined;
};

// the table beyond the locations, but for the fields unread: the same object for as long as none of its parts changed
const beyondOf = (unread: Unread): ((game: GameState) => object) => {
  const skipped = new Set<string>([...NOT_BEYOND, ...(unread.state ?? [])]);
  const skippedOfTurn = new Set<string>(['actions', ...(unread.turn ?? [])]);
  let last: { readonly parts: ReadonlyArray<unknown>; readonly token: object } = { parts: [], token: {} };
  return memoizeRecent((game: GameState): object => {
    const parts: unknown[] = [];
    for (const key in game) if (!skipped.has(key)) parts.push(key, game[key as keyof GameState]);
    for (const key in game.turn)
      if (!skippedOfTurn.has(key)) parts.push(key, game.turn[key as keyof TurnState]);
    parts.push(game.pending?.player, game.pending?.decision);
    for (const card of tableOf(game.cards).reaching) parts.push(card);
    if (!sameParts(last.parts, parts)) last = { parts, token: {} };
    return last.token;
  });
};
