// Rulebook 7.4 stages 3 and 4: the values of a player's Tactics in a ship battle that the cards of their force modify
// by their text or the effects played in the battle (Rulebook 12.11 S.A.M., the value `tactic` of a card,
// cards/language/modifier-language.ts; Battle Bridge Door's two extra draws, a `modify` for this battle,
// domain/card-effects/for-this-battle.ts): I.K.S. Pagh, "In battle, draw an extra Tactic", and Soterus, "While in battle, may
// draw an extra Tactic" (a ship of the force whose Tactic `draws` are +1: one more draw in stage 3, the draws being
// optional in any case, Rulebook 7.4 "may draw up to two"); Worf, "Doubles DEFENSE bonus of your Tactic (if
// involved)" (the card of the force he is aboard brings a DEFENSE bonus x2: the current tactic's DEFENSE bonus, printed
// and conditional, counts twice in stages 4 and 5). A card of no force is not involved, and its modifiers count for
// nothing.
import * as Sam from '../cards-in-play/sam';
import { modifiersOn } from '../cards-in-play/skills';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { shipFight } from './battle-under-way';

const DRAWS: Sam.ModifiedValue = { kind: 'tactic', name: 'draws' };
const DEFENSE_BONUS: Sam.ModifiedValue = { kind: 'tactic', name: 'DEFENSE' };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 3: "may draw up to two Tactic cards", and more by card text
/**
 * How many more Tactic cards the player may draw in stage 3: the Tactic draws the cards of their force bring (each
 * from 0, Rulebook 12.11 S.A.M.).
 * @category predicates
 */
export const extraTacticDraws =
  (player: PlayerId) =>
  (game: GameState): number =>
    forceOf(player, game).reduce((sum, card) => sum + Sam.apply(0, modifiersOn(card, DRAWS)(game)), 0);

// Rulebook 7.4 stage 4 and 12.11 S.A.M.: Worf, "Doubles DEFENSE bonus of your Tactic (if involved)"
/**
 * The factor of the DEFENSE bonus of the player's current tactic: the greatest a card of their force brings (each from
 * 1, Rulebook 12.11 S.A.M.), 1 when none does.
 * @category predicates
 */
export const defenseBonusFactor =
  (player: PlayerId) =>
  (game: GameState): number =>
    forceOf(player, game).reduce(
      (factor, card) => Math.max(factor, Sam.apply(1, modifiersOn(card, DEFENSE_BONUS)(game))),
      1,
    );

// Helpers

/** The player's cards in the ship battle's forces. */
const forceOf = (player: PlayerId, game: GameState): ReadonlyArray<CardId> => {
  const [attacking, defending] = shipFight(game).forces;
  return [...attacking, ...defending].filter((id) => game.cards[id]?.controller === player);
};
