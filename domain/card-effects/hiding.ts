// Asteroid Sanctuary: "Plays on any ship. If 2 Navigation aboard, hides ship to prevent any battle initiated against
// that ship for this turn." The hiding lasts until the end of the turn (this-turn.ts); the battle initiation rule
// (domain/battle-rules/initiation.ts) asks `isHidden`.

import type { CrewNeed } from '../../cards/language/language';
import { crewMeets } from '../cards-in-play/crew-needs';
import { named, record } from '../core/chronicle';
import type { CardId, GameState } from '../core/game-state';
import { addThisTurn, effectsThisTurn } from '../core/this-turn';

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
 * Hides the ship until the end of this turn when its crew able to act has the skill level `need` names.
 * @category operations
 */
export const hideThisTurn =
  (ship: CardId, need: CrewNeed) =>
  (game: GameState): GameState =>
    crewMeets(ship, need)(game)
      ? record(
          `${named(ship)(game)} is hidden until the end of the turn`,
          ship,
        )(addThisTurn({ kind: 'hidden', ship })(game))
      : record(`${named(ship)(game)} is not hidden: it needs ${need.count} ${need.skill} aboard`, ship)(game);
