// Rulebook "Required Actions" and 12.6 far end of spaceline: a dilemma placed on a ship that compels it to travel
// (Cytherians). Where it must go is decided once, here; domain/required-actions.ts holds the ship to it.
import type { Effect } from '../../cards/dilemmas/language';
import { getCard } from '../game-state';
import { compel } from '../required-actions';
import { farEnd } from '../spaceline';
import { type Interpreter, noted, proceed, takeAnswer } from './encounter-state';
import { chooser } from './selection';

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
export const travelToFarEnd: Interpreter<Extract<Effect, { type: 'travelToFarEnd' }>> = (
  effect,
  encounter,
  game,
) => {
  const ship = encounter.placedOn;
  if (ship === null || getCard(encounter.dilemma)(game).zone.kind !== 'playedOn')
    return proceed(encounter, game);
  const ends = farEnd(encounter.location, encounter.player)(game);
  const bound = (to: ReadonlyArray<string>, e: typeof encounter) =>
    proceed(
      noted(e, [ship], 'must travel to the far end of the spaceline'),
      compel(encounter.dilemma, ship, to, encounter.player)(game),
    );
  if (ends.length <= 1) return bound(ends, encounter);
  const next = takeAnswer(encounter);
  if (next === null)
    return {
      kind: 'await',
      choice: {
        kind: 'cards',
        player: chooser(effect.ties, encounter, game),
        dilemma: encounter.dilemma,
        options: ends,
        count: 1,
      },
    };
  const [answer, rest] = next;
  if (typeof answer === 'string' || answer.length !== 1 || !ends.includes(answer[0] as string))
    throw new Error(`travelToFarEnd: the answer ${JSON.stringify(answer)} is not a far end`);
  return bound(answer, rest);
};
