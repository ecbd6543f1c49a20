// Asteroid Sanctuary: "Plays on any ship. If 2 Navigation aboard, hides ship to prevent any battle initiated against
// that ship for this turn." The hiding lasts until the end of the turn (this-turn.ts); the battle initiation rule
// asks `isHidden` (domain/battle-rules/hidden-ships.ts).

import type { CrewNeed } from '../../cards/language/language';
import { crewMeets } from '../cards-in-play/crew-needs';
import { named, record } from '../core/chronicle';
import type { CardId, GameState } from '../core/game-state';
import { addThisTurn } from '../core/this-turn';

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
