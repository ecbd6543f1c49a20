// Rulebook "Required Actions" and 12.6 far end of spaceline: a dilemma placed on a ship that compels it to travel
// (Cytherians). Where it must go is decided once, here; domain/orders/required-actions.ts holds the ship to it.
import type { Effect } from '../../cards/language/dilemma-language';
import { getCard } from '../core/game-state';
import { type Interpreter, noted, proceed } from '../mission-attempt/encounter-state';
import { compel } from '../orders/required-actions';
import { withFarEnd } from './far-end-choice';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.6 far end (more locations that way, then more span) and 12.5 Ties: "Since just-encountered dilemmas are
// not controlled by either player, the opponent of the player encountering the dilemma breaks the tie"
/**
 * Compels the ship the dilemma was placed on to travel to the far end of its spaceline; a tie waits on a choice of
 * the end (its location's mission card).
 * @category operations
 */
export const mustTravel: Interpreter<Extract<Effect, { type: 'mustTravel' }>> = (effect, encounter, game) => {
  const ship = encounter.placedOn;
  if (ship === null || getCard(encounter.dilemma)(game).zone.kind !== 'playedOn')
    return proceed(encounter, game);
  return withFarEnd('mustTravel', effect.to.ties, encounter, game, (end, e) =>
    proceed(
      noted(e, [ship], 'must travel to the far end of the spaceline'),
      compel(encounter.dilemma, ship, end === undefined ? [] : [end], encounter.player)(game),
    ),
  );
};
