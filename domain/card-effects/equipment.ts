// Disruptor Overload: "Plays on any ship or Away Team. Where present, destroys one Equipment card or one card used as an
// Equipment card (random selection)." Rulings "card types": an artifact "used as an Equipment card" counts as one.
// Rulebook 12.1 "Selections": "Make random selections by any mutually agreeable means" (the game's random generator).

import { destroy } from '../cards-in-play/leave-play';
import { isPresentWith } from '../cards-in-play/presence';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard } from '../core/game-state';
import { nextInt } from '../core/random';
import { isOfType } from './filters';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "card types": a card "used as" another card type counts as both ("Use as Equipment card" artifacts)
/**
 * Whether a card is an Equipment card or an artifact used as one.
 * @category predicates
 */
export const isEquipment =
  (id: CardId) =>
  (game: GameState): boolean =>
    isOfType('Equipment')(blueprintOf(id)(game));

/**
 * The equipment where the target is: aboard a targeted ship, or present with a targeted Away Team member.
 * @category predicates
 */
export const equipmentPresent =
  (target: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    if (blueprintOf(target)(game).type === 'Ship')
      return cardsIn({ kind: 'aboard', carrier: target })(game).filter((id) => isEquipment(id)(game));
    return cardsIn(getCard(target)(game).zone)(game).filter(
      (id) => isEquipment(id)(game) && isPresentWith(id, target)(game),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Disruptor Overload: one of the equipment there, chosen at random, is destroyed (to its owner's discard pile)
/**
 * Destroys one equipment present with the target, at random; nothing when there is none.
 * @category operations
 */
export const destroyRandomEquipmentPresent: Interpreter<'destroyRandomEquipmentPresent'> =
  (_effect, choices) => (game) => {
    if (choices.targetCard === null) return game;
    const candidates = equipmentPresent(choices.targetCard)(game);
    if (candidates.length === 0) return game;
    const [index, random] = nextInt(candidates.length)(game.random);
    return destroy(candidates[index] as CardId)({ ...game, random });
  };
