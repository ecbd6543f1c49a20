// Rulebook "Dilemmas": text that depends on where the dilemma is met ("Space mission: … Planet mission: …") or on a
// condition ("If …, …. Otherwise, …"), or offers a player a choice between courses ("… OR …").
import type { Effect } from '../../cards/language/dilemma-language';
import { type Interpreter, takeAnswer } from '../mission-attempt/encounter-state';
import { holds } from './filters';
import { chooser } from './selection';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Dilemmas": "If …, …. Otherwise, …" is what the dilemma does, not a requirement to meet
/**
 * Runs the `then` effects when the condition holds now, the `otherwise` effects when it does not.
 * @category operations
 */
export const branch: On<'branch'> = (effect, encounter, game, run) =>
  run(holds(effect.condition, encounter)(game) ? effect.then : effect.otherwise, encounter, game);

// Rulings "dual-icon missions": a [S/P] dilemma applies to the crew or to the Away Team, as the attempt is made
/**
 * Runs the space branch during a space attempt (crew), the planet branch during a planet attempt (Away Team).
 * @category operations
 */
export const byMission: On<'byMission'> = (effect, encounter, game, run) =>
  run(encounter.mission === 'space' ? effect.space : effect.planet, encounter, game);

// Rulebook 12.14 "Random selection": "If the card does not specify, the player who … encountered the card selects"
/**
 * Waits on the chooser's option, then runs its effects.
 * @category operations
 */
export const option: On<'option'> = (effect, encounter, game, run) => {
  const next = takeAnswer(encounter);
  if (next === null)
    return {
      kind: 'await',
      choice: {
        kind: 'option',
        player: chooser(effect.by, encounter, game),
        dilemma: encounter.dilemma,
        options: effect.options.map((o) => o.label),
      },
    };
  const [answer, rest] = next;
  const chosen = effect.options.find((o) => o.label === answer);
  if (chosen === undefined) throw new Error(`option: ${JSON.stringify(answer)} is not an option`);
  return run(chosen.effects, rest, game);
};
