// Rulebook "Looking at Cards": what the rules alone let a player see of a card, before card text lets them see more
// (`View.canSee` adds that). Light on imports, so that the chronicle may ask it as each entry is written.

import type { Unseen } from './chronicle-entry';
import { blueprintOf, type CardId, type CardInstance, type GameState, type PlayerId } from './game-state';

export type { Unseen } from './chronicle-entry';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Whether a ship is hidden by cloaking or phasing (Rulebook 12.12). */
export type HiddenShip = (card: CardInstance, game: GameState) => boolean;

/** Whether a player may see a card. */
export type Sees = (viewer: PlayerId, card: CardInstance) => (game: GameState) => boolean;

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
// during a mission attempt is seen by both, Rulebook 7.2 "reveal it face-up"); your hand and face-down cards on the
// table are yours alone; the opponent's personnel and equipment, and docked, cloaked or phased ships (with what is
// aboard them), may be inspected only when played or when a card allows.
/**
 * True when the rules let `viewer` see what `card` is, `hiddenShip` telling which ships cloaking or phasing hides.
 * @category predicates
 */
export const seenByRule =
  (viewer: PlayerId, card: CardInstance, hiddenShip: HiddenShip) =>
  (game: GameState): boolean => {
    const kind = card.zone.kind;
    if (kind === 'underMission') return card.faceUp;
    // a card returned face up to a side deck (Rulebook 7.4 stage 3: "Unused Tactics return face-up") is seen by both
    if (secretPiles.has(kind)) return kind === 'sideDeck' && card.faceUp;
    if (card.owner === viewer) return true;
    if (ownPrivate.has(kind) || !card.faceUp) return false;
    const type = blueprintOf(card.id)(game).type;
    if (kind === 'carried' || kind === 'aboard') {
      const carrier = game.cards[card.zone.carrier];
      if (carrier !== undefined && !seenByRule(viewer, carrier, hiddenShip)(game)) return false;
    }
    if (kind === 'aboard' || kind === 'planetSurface') return type !== 'Personnel' && type !== 'Equipment';
    if (kind === 'docked') return false;
    return !hiddenShip(card, game);
  };

/**
 * The hidden-ship test that does not ask whether a cloak holds: every ship marked cloaked (or phased) is hidden.
 * @category predicates
 */
export const markedCloaked: HiddenShip = (card) => card.cloaked === true;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * For each player, those of `cards` they cannot see now as `sees` decides; undefined when every player sees them all.
 * @category operations
 */
export const unseenNow =
  (sees: Sees, cards: ReadonlyArray<CardId>) =>
  (game: GameState): Unseen | undefined => {
    let unseen: Record<PlayerId, CardId[]> | undefined;
    for (const { id: player } of game.players)
      for (const id of cards) {
        const card = game.cards[id];
        if (card === undefined || sees(player, card)(game)) continue;
        unseen ??= {};
        unseen[player] = [...(unseen[player] ?? []), id];
      }
    return unseen;
  };

/**
 * The cards of `unseen` that `viewer` did not see: theirs, or, for a viewer who is not a player, every player's.
 * @category operations
 */
export const unseenBy =
  (viewer: PlayerId, unseen: Unseen) =>
  (game: GameState): ReadonlyArray<CardId> | undefined =>
    game.players.some((p) => p.id === viewer) ? unseen[viewer] : [...new Set(Object.values(unseen).flat())];
