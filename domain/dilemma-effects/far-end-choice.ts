// Rulebook 12.6 far end of spaceline and 12.5 Ties: a dilemma that needs "the far end" of the spaceline from the
// mission attempted (Cytherians, Borg Ship); when both ends are as far, "Since just-encountered dilemmas are not
// controlled by either player, the opponent of the player encountering the dilemma breaks the tie".
import type { Chooser } from '../../cards/language/dilemma-language';
import type { GameState, LocationId } from '../core/game-state';
import { type Encounter, type Step, takeAnswer } from '../mission-attempt/encounter-state';
import { farEnd } from '../spaceline/spaceline';
import { chooser } from './selection';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Goes on with the far end of the spaceline from the encounter's mission (none when there is no other location); a
 * tie waits on a choice of the end (its location's id) by the player `ties` names.
 * @category operations
 */
export const withFarEnd = (
  name: string,
  ties: Chooser,
  encounter: Encounter,
  game: GameState,
  then: (end: LocationId | undefined, encounter: Encounter) => Step,
): Step => {
  const ends = farEnd(encounter.location, encounter.player)(game);
  if (ends.length <= 1) return then(ends[0], encounter);
  const next = takeAnswer(encounter);
  if (next === null)
    return {
      kind: 'await',
      choice: {
        kind: 'cards',
        player: chooser(ties, encounter, game),
        dilemma: encounter.dilemma,
        options: ends,
        count: 1,
      },
    };
  const [answer, rest] = next;
  if (typeof answer === 'string' || answer.length !== 1 || !ends.includes(answer[0] as string))
    throw new Error(`${name}: the answer ${JSON.stringify(answer)} is not a far end`);
  return then(answer[0], rest);
};
