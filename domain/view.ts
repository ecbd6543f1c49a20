// Rulebook "Looking at Cards": what one player may see of the game.
import type { BlueprintId } from '../cards/blueprint';
import { flipsItself, mayLookAt } from './card-effects';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  type PlayerId,
  type ZoneKey,
} from './game-state';
import { isCloaked } from './orders/cloak';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card as one player sees it: a hidden card shows where it is and whose it is, not what it is. */
export interface CardView extends Omit<CardInstance, 'blueprint'> {
  readonly blueprint: BlueprintId | null;
}

/**
 * The game as one player may see it. Zone lists keep their order and length, so counts are visible. The chronicle is
 * not filtered yet: it is the omniscient record, and may name cards the viewer could not see when they moved.
 */
export interface GameView extends Omit<GameState, 'cards' | 'random'> {
  readonly viewer: PlayerId;
  readonly cards: Readonly<Record<CardId, CardView>>;
  readonly zones: Readonly<Record<ZoneKey, ReadonlyArray<CardId>>>;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const secretPiles: ReadonlySet<CardInstance['zone']['kind']> = new Set([
  'drawDeck',
  'sideDeck',
  'missionPile',
  'underMission',
]);

const ownPrivate: ReadonlySet<CardInstance['zone']['kind']> = new Set(['hand', 'seedDeck', 'sitePile']);

// Rulebook "Looking at Cards": face-down decks and seed cards are secret to both players (a seed card revealed face up
// during a mission attempt is seen by both, Rulebook 7.2 "reveal it face-up"); your hand and face-down
// cards on the table are yours alone; the opponent's personnel and equipment, and docked, cloaked or phased ships (with
// what is aboard them), may be inspected only when played or when a card allows (`CardEffects.mayLookAt`).
/**
 * True when `viewer` may see what `card` is.
 * @category predicates
 */
export const canSee =
  (viewer: PlayerId, card: CardInstance) =>
  (game: GameState): boolean =>
    seenByRule(viewer, card, game) ||
    // "when permitted … by a card": a hand exposed, cards glanced at this turn
    mayLookAt(viewer, card)(game) ||
    // a card in play flipped face down by its own text (Distortion Field) is still known to both players
    (card.zone.kind === 'playedOn' && flipsItself(card.id)(game));

const seenByRule = (viewer: PlayerId, card: CardInstance, game: GameState): boolean => {
  const kind = card.zone.kind;
  if (kind === 'underMission') return card.faceUp;
  // a card returned face up to a side deck (Rulebook 7.4 stage 3: "Unused Tactics return face-up") is seen by both
  if (secretPiles.has(kind)) return kind === 'sideDeck' && card.faceUp;
  if (card.owner === viewer) return true;
  if (ownPrivate.has(kind) || !card.faceUp) return false;
  const type = blueprintOf(card.id)(game).type;
  if (kind === 'carried' || kind === 'aboard') {
    const carrier = game.cards[card.zone.carrier];
    if (carrier !== undefined && !canSee(viewer, carrier)(game)) return false;
  }
  if (kind === 'aboard' || kind === 'planetSurface') return type !== 'Personnel' && type !== 'Equipment';
  if (kind === 'docked') return false;
  return !isHiddenShip(card, game);
};

// Rulebook 12.12: "you may not see or inspect Ships that are docked, cloaked, or phased"; a cloaked ship is a
// face-down card at its location (7.6 "Cloaking is represented by flipping the cloaked card face-down"), so where it is
// and whose it is stay known
const isHiddenShip = (card: CardInstance, game: GameState): boolean =>
  card.cloaked === true && isCloaked(card.id)(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game as `viewer` may see it: hidden cards lose their blueprint, and the random state is withheld.
 * @category operations
 */
export const toView =
  (viewer: PlayerId) =>
  (game: GameState): GameView => {
    const cards: Record<CardId, CardView> = {};
    for (const card of Object.values(game.cards))
      cards[card.id] = canSee(viewer, card)(game) ? card : { ...card, blueprint: null };
    const { random: _random, ...visible } = game;
    return { ...visible, viewer, cards };
  };
