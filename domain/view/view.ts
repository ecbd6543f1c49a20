// Rulebook "Looking at Cards": what one player may see of the game.
import type { BlueprintId } from '../../cards/blueprint';
import { isCloaked } from '../cards-in-play/presence';
import { type ChronicleEntry, cardsNamed } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  type PlayerId,
  type ZoneKey,
} from '../core/game-state';
import { seenByRule, unseenBy } from '../core/looking-at-cards';
import { memoize } from '../core/memo';
import { ask } from '../core/query-points';
import { seenByCardText } from '../core/sight-by-card-text';
import { withoutRecords } from '../responses/action-record';
import { shownTo } from './view-fields';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * A card as one player sees it: a hidden card shows where it is, whose it is and its marks on the table (stopped,
 * damage), not what it is (no blueprint, no affiliation, no infiltration).
 */
export interface CardView extends Omit<CardInstance, 'blueprint'> {
  readonly blueprint: BlueprintId | null;
}

/**
 * The game as one player may see it. Zone lists keep their length, so counts are visible, and their order but for the
 * unseen cards of draw and side decks. The chronicle withholds the titles of the cards the viewer could not see when
 * each entry was written; the mission attempt, the battle and the modifiers as domain/view/view-fields.ts says.
 */
export interface GameView extends Omit<GameState, 'cards' | 'random'> {
  readonly viewer: PlayerId;
  readonly cards: Readonly<Record<CardId, CardView>>;
  readonly zones: Readonly<Record<ZoneKey, ReadonlyArray<CardId>>>;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Looking at Cards": what the rules let a player see (`seenByRule`), and what card text lets them see too
/**
 * True when `viewer` may see what `card` is.
 * @category predicates
 */
export const canSee =
  (viewer: PlayerId, card: CardInstance) =>
  (game: GameState): boolean =>
    seenByRule(viewer, card, isHiddenShip)(game) ||
    // "when permitted … by a card": a hand exposed, cards glanced at this turn, a card in play flipped face down by
    // its own text (Distortion Field), still known to both players
    ask(seenByCardText, { viewer, card })(game);

// Rulebook 12.12: "you may not see or inspect Ships that are docked, cloaked, or phased"; a cloaked ship is a
// face-down card at its location (7.6 "Cloaking is represented by flipping the cloaked card face-down"), so where it is
// and whose it is stay known
const isHiddenShip = (card: CardInstance, game: GameState): boolean =>
  card.cloaked === true && isCloaked(card.id)(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Each card as `viewer` may see it (`toView`'s `cards`): the card itself when they may see what it is, else where it
 * is, whose it is and its marks, not what it is.
 * @category operations
 */
export const cardViews =
  (viewer: PlayerId) =>
  (game: GameState): Readonly<Record<CardId, CardView>> => {
    const cards: Record<CardId, CardView> = {};
    for (const card of Object.values(game.cards))
      cards[card.id] = canSee(viewer, card)(game) ? card : hiddenCard(card);
    return cards;
  };

/**
 * The game as `viewer` may see it: hidden cards lose what they are, texts the titles of hidden cards, and the random
 * state is withheld.
 * @category operations
 */
export const toView =
  (viewer: PlayerId) =>
  (game: GameState): GameView => {
    const cards = cardViews(viewer)(game);
    const hidden = (id: CardId): boolean => cards[id]?.blueprint === null;
    const told = (text: string): string => withheld(cardsNamed(text)(game).filter(hidden), game)(text);
    const { random: _random, ...visible } = game;
    return {
      ...visible,
      viewer,
      cards,
      zones: withSecretOrder(cards, game.zones),
      chronicle: chronicleFor(viewer, game)(game.chronicle),
      turn: withoutRecords(game.turn),
      ...shownTo({ viewer, hidden, told })(game),
    };
  };

// Rulebook "Looking at Cards": a card the viewer may not see tells nothing of its face: not its affiliation (the
// icon on it), nor whether it is an infiltrator (its infiltration icon, Rulebook "Infiltration"). Made once per card
// instance (domain/core/memo.ts): a state keeps the instances of the cards a command did not touch, and most hidden
// cards (the decks) are untouched from one decision to the next.
const hiddenCard = memoize((card: CardInstance): CardView => {
  const { infiltration: _infiltration, ...rest } = card;
  return { ...rest, blueprint: null, affiliation: null };
});

// Rulebook "Seed Phases", "Downloading": decks are shuffled face down, so their order is secret: the cards the viewer
// cannot see are listed in id order in the places they fill, and a known id does not tell its place in the deck
const withSecretOrder = (
  cards: Readonly<Record<CardId, CardView>>,
  zones: GameState['zones'],
): GameState['zones'] => {
  let ordered: Record<ZoneKey, ReadonlyArray<CardId>> | undefined;
  for (const key in zones) {
    if (!key.startsWith('drawDeck:') && !key.startsWith('sideDeck:')) continue;
    const pile = zones[key] ?? [];
    const hidden = pile.filter((id) => cards[id]?.blueprint === null).sort();
    if (hidden.length < 2) continue;
    let next = 0;
    ordered ??= { ...zones };
    ordered[key] = pile.map((id) => (cards[id]?.blueprint === null ? (hidden[next++] as CardId) : id));
  }
  return ordered ?? zones;
};

/**
 * A text with the titles of `hidden` cards withheld: `Title (id)` becomes `a hidden card (id)`.
 * @category operations
 */
export const withheld =
  (hidden: ReadonlyArray<CardId> | undefined, game: GameState) =>
  (text: string): string => {
    if (hidden === undefined) return text;
    let told = text;
    for (const id of hidden)
      if (game.cards[id] !== undefined)
        told = told.replaceAll(`${blueprintOf(id)(game).title} (${id})`, `a hidden card (${id})`);
    return told;
  };

/**
 * The chronicle as `viewer` may read it: each entry with the titles of the cards they could not see then withheld,
 * and no one's list of unseen cards.
 * @category operations
 */
export const chronicleFor =
  (viewer: PlayerId, game: GameState) =>
  (entries: ReadonlyArray<ChronicleEntry>): ReadonlyArray<ChronicleEntry> =>
    entries.map((entry) => {
      if (entry.unseen === undefined) return entry;
      const { unseen, ...shown } = entry;
      return { ...shown, text: withheld(unseenBy(viewer, unseen)(game), game)(entry.text) };
    });
