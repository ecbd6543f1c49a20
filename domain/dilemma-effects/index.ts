// Rulebook "Dilemmas": the interpreter of the dilemma effect language (cards/language/dilemma-language.ts) and the rules of
// dilemmas in play. The play phase calls `atEndOfTurn` (before counting countdowns down), `settle` after every action
// and `preventsMovement` before a ship moves.
export { bonusPoints, removeOvercome } from '../cards-in-play/bonus-points';
export type { Answer, Choice, Encounter, Interpreter, Step } from '../mission-attempt/encounter-state';
export {
  atEndOfTurn,
  atStartOfTurn,
  dilemmasInPlay,
  preventsAttempts,
  preventsMovement,
  settle,
} from './lasting';
export { interpreters, run } from './registry';
