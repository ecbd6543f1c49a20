// Rulebook 7.4 Battle, "Using Skills": a valid response to a battle just initiated that needs a skill in that battle
// (`battleInitiated({ ifYouHave })`, domain/card-effects/battle-responses.ts). Battle Bridge Door: "play at start of
// ship battle (even during opponent's turn) if you have Leadership in that battle": a personnel of the player's, able
// to act (Rulebook 10.2.3 Disabled: a disabled personnel uses no skill), in the battle or aboard a ship or facility of
// either force.
import { canAct } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { blueprintOf, cardsIn, type GameState, type PlayerId } from '../core/game-state';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the player has a personnel with the skill, able to act, in the battle under way (one of its personnel, or
 * aboard a ship or facility of its forces).
 * @category predicates
 */
export const hasSkillInBattle =
  (player: PlayerId, skill: string) =>
  (game: GameState): boolean => {
    const involved = game.battle?.fight.forces.flat() ?? [];
    return [...involved, ...involved.flatMap((carrier) => cardsIn({ kind: 'aboard', carrier })(game))].some(
      (id) =>
        blueprintOf(id)(game).type === 'Personnel' &&
        game.cards[id]?.controller === player &&
        canAct(id)(game) &&
        hasSkill(id, skill)(game),
    );
  };
