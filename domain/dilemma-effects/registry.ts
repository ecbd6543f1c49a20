// The effect registry: one interpreter per effect `type` of the dilemma language (cards/language/dilemma-language.ts), and
// the runner that resolves a dilemma's effects in printed order (Rulebook "Dilemmas").
import type { Effect } from '../../cards/language/dilemma-language';
import type { Interpreter, Run, Step } from '../mission-attempt/encounter-state';
import { affect, hold } from './affect';
import { battle } from './battle';
import { branch, byMission, option } from './branching';
import { cure, nullify, toGetPast, unless } from './conditions';
import { downloadHere } from './download-here';
import { draw } from './hand';
import { control } from './parasites';
import { board, discard, kill, returnToHand, stop } from './personnel';
import { endAttempt, place, score } from './placement';
import { probe } from './probe';
import { download as downloadToSideDeck, qFlash } from './q-continuum';
import { relocate } from './relocate';
import { mustTravel } from './required-travel';
import { select, target } from './selection';
import { damage, destroyShip, modifyShip } from './ship';
import { endTurn, undoLastActions } from './undo';

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The interpreter of each effect type.
 * @category instances
 */
export const interpreters: { readonly [K in Effect['type']]: Interpreter<Extract<Effect, { type: K }>> } = {
  target,
  select,
  kill,
  discard,
  stop,
  returnToHand,
  board,
  relocate,
  unless,
  toGetPast,
  nullify,
  cure,
  place,
  affect,
  hold,
  endAttempt,
  damage,
  destroy: destroyShip,
  modify: modifyShip,
  branch,
  byMission,
  option,
  score,
  draw,
  mustTravel,
  // Rulebook "Downloading": to a side deck (Q), or played where the dilemma is met (Ferengi Ambush)
  download: (effect, encounter, game, run) =>
    typeof effect.to === 'string' || 'planetOf' in effect.to
      ? downloadHere(effect, encounter, game, run)
      : downloadToSideDeck(effect, encounter, game, run),
  battle,
  qFlash,
  probe,
  control,
  undoLastActions,
  endTurn,
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Dilemmas": effects are resolved in order; a nullified, targetless or ended dilemma stops there
/**
 * Runs the effects in order, stopping when one waits on a choice or the dilemma halts.
 * @category operations
 */
export const run: Run = (effects, encounter, game) => {
  let step: Step = { kind: 'continue', encounter, game };
  for (const effect of effects) {
    if (step.kind === 'await' || step.encounter.halted !== null) return step;
    const interpret = interpreters[effect.type] as Interpreter<Effect>;
    step = interpret(effect, step.encounter, step.game, run);
  }
  return step;
};
