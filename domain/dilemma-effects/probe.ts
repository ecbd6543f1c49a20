// Rulebook "Probing": a dilemma that says "Immediately probe" has the player encountering it probe at once (the
// rule, probe list and probe card are domain/mission-attempt/probe.ts): the effects of the outcome run as the dilemma's own.
import * as O from 'fp-ts/Option';
import type { Effect } from '../../cards/language/dilemma-language';
import { type Interpreter, proceed } from '../mission-attempt/encounter-state';
import * as Probe from '../mission-attempt/probe';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Probing": "Immediately probe" happens now; "If your draw deck is empty, you may not probe"
/**
 * The encountering player probes: the outcome's effects run, nothing happens with no outcome or no draw deck.
 * @category operations
 */
export const probe: On<'probe'> = (effect, encounter, game, run) => {
  const probed = Probe.probe(effect.list, encounter.player, encounter.dilemma)(game);
  if (O.isNone(probed)) return proceed(encounter, game);
  const { game: after, outcome } = probed.value;
  return O.isNone(outcome) ? proceed(encounter, after) : run(outcome.value, encounter, after);
};
