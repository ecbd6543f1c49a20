// What the choices a Tactic's damage leaves may name (domain/battle-rules/damage-follow-ups.ts): the other opposing ship also hit
// (Riker Maneuver), the Events enhancing the card hit (Chain Reaction Pulsar, once each turn), the ships an equipment
// card is stolen to and the equipment that may be (Determined Assault). Cloaked cards are not "opposing", "present" or
// "here" (Rulebook 7.6).

import { isCloaked } from '../cards-in-play/presence';
import { isEnhancement } from '../cards-in-play/sam';
import { modifiersOn } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import type { DamageFollowUp } from './damage-follow-ups';
import { shipsHere, shipsPresent } from './tactic-bonus';

const NULLIFY_EVENT = 'tactic: nullify an enhancing Event';
const SHIP_ATTRIBUTES = ['RANGE', 'WEAPONS', 'SHIELDS'] as const;
/** The [BO] icon (Borg use only) as the card data writes it. */
const BORG_ONLY = 'BO';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Riker Maneuver: "another opposing ship present": the opponent's ships at the location (in space or docked, not
// carried: Rulebook 12.4 Present), but the target
/**
 * The ships `player` may choose to be also hit besides `besides`.
 * @category predicates
 */
export const alsoHitCandidates =
  (player: PlayerId, besides: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    shipsPresent(opponentOf(player)(game))(game).filter((id) => id !== besides && !isCloaked(id)(game));

// Chain Reaction Pulsar: "one Event card enhancing target's attributes": an Event card whose modifier raises one of the
// card's attributes (Rulebook 7.5: an enhancement adds more than 0 or multiplies by more than 1)
/**
 * The Event cards in play that enhance an attribute of the card.
 * @category predicates
 */
export const enhancingEvents =
  (card: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const sources = SHIP_ATTRIBUTES.flatMap((name) =>
      modifiersOn(card, { kind: 'attribute', name })(game)
        .filter(isEnhancement)
        .map((m) => m.source),
    );
    return [...new Set(sources)].filter(
      (id) => game.cards[id] !== undefined && blueprintOf(id)(game).type === 'Event',
    );
  };

/**
 * Whether the player's tactic may nullify an Event this turn (Chain Reaction Pulsar: "(once per turn)").
 * @category predicates
 */
export const mayNullifyEvent =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    !usedThisTurn(player, NULLIFY_EVENT)(game);

// Determined Assault: "If an opponent's ship here": the player's ships at the battle's location (carried ones too:
// Rulebook "Here"), not cloaked
/**
 * The ships of `player` the equipment may be stolen to.
 * @category predicates
 */
export const stealingShips =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    shipsHere(player)(game).filter((id) => !isCloaked(id)(game));

// Determined Assault: "one random non-[BO] equipment card aboard"
/**
 * The equipment cards aboard the damaged card that may be stolen: all but [BO] ones.
 * @category predicates
 */
export const stealableEquipment =
  (from: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsIn({ kind: 'aboard', carrier: from })(game).filter((id) => {
      const b = blueprintOf(id)(game);
      return b.type === 'Equipment' && !b.icons.includes(BORG_ONLY);
    });

/**
 * Whether a choice has something to choose (a download may always be declined).
 * @category predicates
 */
export const hasChoices =
  (followUp: DamageFollowUp) =>
  (game: GameState): boolean => {
    switch (followUp.kind) {
      case 'alsoHit':
        return alsoHitCandidates(followUp.player, followUp.besides)(game).length > 0;
      case 'nullifyEvent':
        return mayNullifyEvent(followUp.player)(game) && enhancingEvents(followUp.target)(game).length > 0;
      case 'stealEquipment':
        return (
          stealingShips(followUp.player)(game).length > 0 &&
          stealableEquipment(followUp.from)(game).length > 0
        );
      case 'download':
        return true;
    }
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records that the player's tactic nullified an Event this turn.
 * @category operations
 */
export const useNullifyEvent = (player: PlayerId): ((game: GameState) => GameState) =>
  useThisTurn(player, NULLIFY_EVENT);
