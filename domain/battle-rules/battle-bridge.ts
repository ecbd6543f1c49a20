// Rulebook "Side decks", "[Tactic]" and the Battle Bridge Door ("Place one atop Battle Bridge side deck during the seed
// phase. Battle Bridge is now open and in play"): the Battle Bridge side deck of [Tactic] cards. The deck list's
// `Side deck: Battle Bridge Door` section is placed face down in the side deck zone named by its doorway
// (domain/seed-phases/setup.ts); the doorway seeds on the table in the doorway phase, which opens the side deck.
//
// Rulebook 7.5.1: "No player may use both rotation damage and tactics damage during the same game": the deck decides. A
// player with a Battle Bridge side deck (who owns [Tactic] cards: deck building allows them only there) deals tactics
// damage all game, any other player rotation damage. A side deck must be opened in the seed phase (L186), so the
// doorway phase does not let such a player finish without seeding the Battle Bridge Door (domain/seed-phases/doorway-phase.ts).
// Battle Bridge Door: Auxiliary Control opens it too and changes how it is run (`bridgeProcedure`,
// cards/effects/battle-bridge-doors.ts through the port of domain/deck-building/battle-bridge-procedure.ts): three draws, "play 1; discard others", Tactics leaving play back face up,
// the face-up ones reshuffled once no face-down one is left.
import * as O from 'fp-ts/Option';
import { record } from '../core/chronicle';
import {
  type CardId,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  shuffleZone,
  updateCard,
  type Zone,
} from '../core/game-state';
import {
  type BattleBridgeProcedure,
  procedureOf,
  RULEBOOK_PROCEDURE,
} from '../deck-building/battle-bridge-procedure';
import { BATTLE_BRIDGE } from '../deck-building/deck-building';
import * as SideDecks from '../deck-building/side-decks';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is a doorway that opens a Battle Bridge side deck.
 * @category predicates
 */
export const opensBattleBridge = SideDecks.opens(BATTLE_BRIDGE);

/**
 * Whether the player has a Battle Bridge side deck: owns [Tactic] cards, which only that side deck holds.
 * @category predicates
 */
export const hasBattleBridgeSideDeck = (player: PlayerId): ((game: GameState) => boolean) =>
  SideDecks.hasSideDeck(BATTLE_BRIDGE, player);

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
export const isBattleBridgeOpen = (player: PlayerId): ((game: GameState) => boolean) =>
  SideDecks.isOpen(BATTLE_BRIDGE, player);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The player's Battle Bridge side deck zone: the side deck named by a Battle Bridge doorway (or by `Battle Bridge`).
 * @category operations
 */
export const battleBridgeZone = (player: PlayerId): ((game: GameState) => Zone) =>
  SideDecks.zoneOf(BATTLE_BRIDGE, player);

/**
 * The cards of the player's open Battle Bridge side deck, top first; none while it is not open.
 * @category operations
 */
export const sideDeckCards = (player: PlayerId): ((game: GameState) => ReadonlyArray<CardId>) =>
  SideDecks.cardsOf(BATTLE_BRIDGE, player);

/**
 * How the player's Battle Bridge side deck is run: by the doorway that opened it (the port of
 * domain/deck-building/battle-bridge-procedure.ts),
 * the rulebook's procedure when none has.
 * @category operations
 */
export const bridgeProcedure =
  (player: PlayerId) =>
  (game: GameState): BattleBridgeProcedure =>
    O.match(
      () => RULEBOOK_PROCEDURE,
      (door: CardId) => procedureOf(getCard(door)(game).blueprint),
    )(SideDecks.openingDoorway(BATTLE_BRIDGE, player)(game));

// Rulebook "[Flip]": "draw a Tactic card from their Battle Bridge Side Deck (if any)"; Auxiliary Control: "when side
// deck empty, shuffle to replenish it"
/**
 * Draws the top card of the player's open Battle Bridge side deck to `to`, face up or down; none when it is empty.
 * @category operations
 */
export const drawTactic =
  (player: PlayerId, to: Zone, faceUp: boolean) =>
  (game: GameState): readonly [CardId | null, GameState] => {
    const replenished = replenish(player)(game);
    const [top] = sideDeckCards(player)(replenished);
    if (top === undefined) return [null, replenished];
    return [top, updateCard(top, (c) => ({ ...c, faceUp }))(moveCard(top, to)(replenished))];
  };

// Auxiliary Control: "when side deck empty, shuffle to replenish it": no face-down Tactic left (the face-up ones lie
// beneath), the face-up ones are shuffled face down
/**
 * The player's side deck shuffled face down when its procedure replenishes it and no face-down card is left.
 * @category operations
 */
export const replenish =
  (player: PlayerId) =>
  (game: GameState): GameState => {
    const cards = sideDeckCards(player)(game);
    const [top] = cards;
    if (top === undefined || game.cards[top]?.faceUp !== true || !bridgeProcedure(player)(game).replenishes)
      return game;
    const faceDown = cards.reduce(
      (g, id) => updateCard(id, (c) => ({ ...c, faceUp: false }))(g),
      shuffleZone(battleBridgeZone(player)(game))(game),
    );
    return record(`${player} shuffles the face-up Tactics to replenish the Battle Bridge side deck`)(
      faceDown,
    );
  };

// Rulebook 7.4 stage 3: "Unused Tactics return face-up to the side deck"; Auxiliary Control: "discard others"
/**
 * Sets aside a drawn Tactic its player did not play: to the side deck face up, or discarded, as the procedure says.
 * @category operations
 */
export const setAsideUnusedTactic =
  (card: CardId) =>
  (game: GameState): GameState =>
    setAside(card, bridgeProcedure(getCard(card)(game).owner)(game).unused)(game);

// Rulebook 7.4 stage 8: "Discard your current tactic"; Auxiliary Control: "When [Tactic] leave play, place them face up
// here only"
/**
 * Sets aside a current tactic at the end of the battle: discarded, or to the side deck face up, as the procedure says.
 * @category operations
 */
export const setAsideCurrentTactic =
  (card: CardId) =>
  (game: GameState): GameState =>
    setAside(card, bridgeProcedure(getCard(card)(game).owner)(game).currentTactic)(game);

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

const setAside =
  (card: CardId, to: 'sideDeck' | 'discard') =>
  (game: GameState): GameState =>
    to === 'sideDeck'
      ? returnToSideDeck(card)(game)
      : moveCard(card, { kind: 'discard', player: getCard(card)(game).owner })(game);
