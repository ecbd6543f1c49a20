// The immediate effects only valid responses and "at any time" plays have (cards/language/build-responses.ts): what
// Energy Vortex and Emergency Transporter Armbands do when they resolve (Subspace Schism's re-draw is in immediate.ts,
// beside the draws). Registered in `immediateEffects` (immediate.ts) beside the other immediate effects.

import { named, record } from '../core/chronicle';
import { type GameState, getCard, moveCard } from '../core/game-state';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { beamAlong } from './emergency-beam';
import type { Interpreter } from './immediate';

const returnedKey = (card: string): string => `returnedToHand:${card}`;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Energy Vortex: "That card returns to their hand and a different one must be played instead."
/**
 * Whether a card was returned to its owner's hand this turn instead of being played (it may not be played again).
 * @category predicates
 */
export const wasReturnedThisTurn =
  (card: string) =>
  (game: GameState): boolean => {
    const instance = game.cards[card];
    return instance !== undefined && usedThisTurn(instance.owner, returnedKey(card))(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Energy Vortex: the card just played goes back to its owner's hand without its results
/**
 * The target card, just played, returns to its owner's hand, not to be played again this turn.
 * @category operations
 */
export const returnTargetToHand: Interpreter<'returnTargetToHand'> = (_effect, choices) => (game) => {
  const card = choices.targetCard;
  if (card === null) return game;
  const owner = getCard(card)(game).owner;
  const back = moveCard(card, { kind: 'hand', player: owner }, 'bottom')(game);
  return record(
    `${named(card)(back)} returns to ${owner}'s hand`,
    card,
  )(useThisTurn(owner, returnedKey(card))(back));
};

/**
 * Beams the player's personnel (and equipment) along the route the play chose.
 * @category operations
 */
export const beamYourPersonnel: Interpreter<'beamYourPersonnel'> = (_effect, choices) => (game) =>
  choices.route === undefined ? game : beamAlong(choices.player, choices.route)(game);
