// The lasting rules of cards in a ship battle about their player's Tactics (cards/language/tactic-language.ts
// `TacticRule`), and Battle Bridge Door's extra draws (played at the start of the battle,
// domain/card-effects/battle-bridge-door.ts): I.K.S. Pagh, "In battle, draw an extra Tactic" and Soterus, "While in battle, may draw an extra Tactic"
// (the ship in its player's force: one more draw in stage 3 Tactics, the draws being optional in any case, Rulebook 7.4
// "may draw up to two"); Worf, "Doubles DEFENSE bonus of your Tactic (if involved)" (aboard a card of his player's
// force: the current tactic's DEFENSE bonus, printed and conditional, counts twice in stages 4 and 5).
import { bridgeDoorTacticDraws } from '../card-effects/battle-bridge-door';
import { rulesInPlay } from '../card-effects/in-play';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { shipFight } from './battle-under-way';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * How many more Tactic cards the player may draw in stage 3: one for each of their cards in the battle whose text
 * says "draw an extra Tactic", and those the Battle Bridge Doors they played allow.
 * @category predicates
 */
export const extraTacticDraws =
  (player: PlayerId) =>
  (game: GameState): number => {
    // Battle Bridge Door: "Allows you to draw two extra Tactic cards (cumulative)"
    const doors = bridgeDoorTacticDraws(player)(game);
    const rules = rulesInPlay('drawsExtraTactic')(game);
    if (rules.length === 0) return doors;
    const force = forceOf(player, game);
    return doors + rules.filter((r) => force.includes(r.source.id)).length;
  };

// Worf: "Doubles DEFENSE bonus of your Tactic (if involved)": involved, aboard a ship or facility of the force
/**
 * Whether the DEFENSE bonus of the player's current tactic is doubled: a card saying so is aboard their force.
 * @category predicates
 */
export const doublesDefenseBonus =
  (player: PlayerId) =>
  (game: GameState): boolean => {
    const rules = rulesInPlay('doublesTacticDefenseBonus')(game);
    if (rules.length === 0) return false;
    const force = forceOf(player, game);
    return rules.some((r) => {
      const zone = game.cards[r.source.id]?.zone;
      return r.source.controller === player && zone?.kind === 'aboard' && force.includes(zone.carrier);
    });
  };

// Helpers

/** The player's cards in the ship battle's forces. */
const forceOf = (player: PlayerId, game: GameState): ReadonlyArray<CardId> => {
  const [attacking, defending] = shipFight(game).forces;
  return [...attacking, ...defending].filter((id) => game.cards[id]?.controller === player);
};
