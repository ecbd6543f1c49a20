// "unless 3 Navigation aboard", "with ENGINEER aboard", "unless 3 ENGINEER aboard": card text that asks whether the
// crew of a ship or facility, those able to act (Rulebook 10.2.5: disabled and stasis personnel contribute nothing),
// has a skill at a level. One reading for every card that names such a need (Q-Net's passage, carried ships' loading,
// end-of-turn actions, a trouble's stop after a move).
import type { CrewNeed } from '../../cards/language/language';
import type { CardId, GameState } from '../core/game-state';
import { canAct, crewOf } from './presence';
import { teamSkillLevel } from './skills';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the crew of a ship or facility, able to act, has the skill `need` names at its level.
 * @category predicates
 */
export const crewMeets =
  (carrier: CardId, need: CrewNeed) =>
  (game: GameState): boolean =>
    teamSkillLevel(
      crewOf(carrier)(game).filter((id) => canAct(id)(game)),
      need.skill,
    )(game) >= need.count;
