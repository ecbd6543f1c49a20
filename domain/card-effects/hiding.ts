// Asteroid Sanctuary: "Plays on any ship. If 2 Navigation aboard, hides ship to prevent any battle initiated against
// that ship for this turn." The hiding lasts until the end of the turn (this-turn.ts); the battle initiation rule
// (domain/battle-rules/initiation.ts) asks `isHidden`.

import { canAct, crewOf } from '../cards-in-play/presence';
import { teamSkillLevel } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import type { CardId, GameState } from '../core/game-state';
import { addThisTurn, effectsThisTurn } from '../core/this-turn';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Asteroid Sanctuary: "hides ship to prevent any battle initiated against that ship for this turn"
/**
 * Whether card text hides the ship from any battle initiated against it until the end of this turn.
 * @category predicates
 */
export const isHidden =
  (ship: CardId) =>
  (game: GameState): boolean =>
    effectsThisTurn(game).some((e) => e.kind === 'hidden' && e.ship === ship);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Asteroid Sanctuary: "If 2 Navigation aboard, hides ship": the crew aboard able to act, when the card resolves
/**
 * Hides the targeted ship until the end of this turn when its crew has the skill level the effect asks for.
 * @category operations
 */
export const hideTargetThisTurn: Interpreter<'hideTargetThisTurn'> = (effect, choices) => (game) => {
  const ship = choices.targetCard;
  if (ship === null) return game;
  const crew = crewOf(ship)(game).filter((id) => canAct(id)(game));
  if (teamSkillLevel(crew, effect.if.skill)(game) < effect.if.count)
    return record(
      `${named(ship)(game)} is not hidden: it needs ${effect.if.count} ${effect.if.skill} aboard`,
      ship,
    )(game);
  return record(
    `${named(ship)(game)} is hidden until the end of the turn`,
    ship,
  )(addThisTurn({ kind: 'hidden', ship })(game));
};
