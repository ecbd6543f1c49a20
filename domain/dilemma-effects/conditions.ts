// Rulebook "Dilemmas": conditions ("unless", "to get past", "cannot get past"), cures and nullifiers.
import type { Effect } from '../../cards/language/dilemma-language';
import { leavePlay } from '../cards-in-play/leave-play';
import { type Interpreter, proceed, selected } from '../mission-attempt/encounter-state';
import { holds } from './filters';
import { select } from './selection';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

const PAYMENT = '$payment';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Dilemmas": failing a condition, "the effect occurs" and the mission attempt fails
/**
 * Meets the condition (or makes the payment, your choice of card), else runs the effects and fails the dilemma.
 * @category operations
 */
export const unless: On<'unless'> = (effect, encounter, game, run) => {
  const { condition } = effect;
  if (condition !== undefined && holds(condition, encounter)(game))
    return proceed({ ...encounter, met: true }, game);
  const payment = effect.orPay;
  if (payment !== undefined) {
    const how = { kind: 'choice', by: 'encountering', count: 1 } as const;
    const picked = select(
      { type: 'select', as: PAYMENT, from: payment.from, filter: payment.discard, how },
      encounter,
      game,
      run,
    );
    if (picked.kind === 'await') return picked;
    const paid = selected(picked.encounter, PAYMENT);
    if (paid.length > 0) {
      const after = paid.reduce((g, id) => leavePlay(id, 'discard')(g), picked.game);
      return proceed({ ...picked.encounter, met: true }, after);
    }
  }
  const step = run(effect.then, encounter, game);
  return step.kind === 'await' ? step : proceed({ ...step.encounter, failed: true }, step.game);
};

// Rulebook "Dilemmas": "to get past", "cannot get past unless": no effect, but the attempt fails
/**
 * Fails the dilemma unless the condition is met.
 * @category operations
 */
export const toGetPast: On<'toGetPast'> = (effect, encounter, game) =>
  holds(effect.condition, encounter)(game)
    ? proceed({ ...encounter, met: true }, game)
    : proceed({ ...encounter, failed: true }, game);

// Rulebook "Dilemmas" nullifiers: met when encountered, "the dilemma is removed" before it has any effect
/**
 * Halts the dilemma as nullified when the condition is met; failing it is no failure.
 * @category operations
 */
export const nullify: On<'nullify'> = (effect, encounter, game) =>
  holds(effect.condition, encounter)(game)
    ? proceed({ ...encounter, met: true, halted: 'nullified' }, game)
    : proceed(encounter, game);

// Rulebook "Dilemmas" cures: "if the required skills are present, it is cured immediately"; else no penalty
/**
 * Marks the dilemma cured when the condition is met now.
 * @category operations
 */
export const cure: On<'cure'> = (effect, encounter, game) =>
  holds(effect.condition, encounter)(game)
    ? proceed({ ...encounter, met: true, cured: true }, game)
    : proceed(encounter, game);
