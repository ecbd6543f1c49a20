// The immediate effects of the Rogue Borg cards and of Hugh (cards/language/build-rogue-borg.ts): the card played goes
// aboard as a Rogue Borg and may battle the crew now (domain/battle-rules/rogue-borg.ts); Hugh nullifies the Borg Ship's attack this
// turn (domain/battle-rules/self-controlled.ts); its other half, discarding the Rogue Borg at one location, is the general
// verb `discard` (domain/card-effects/verbs.ts). Each acts on the target it names.
import { battleNow, boardAsRogueBorg } from '../battle-rules/rogue-borg';
import { nullifyAttackThisTurn } from '../battle-rules/self-controlled';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rogue Borg Mercenaries: "Plays on any occupied ship"; Crosis: "Plays on {Rogue Borg}"
/**
 * The card played goes aboard its target ship (or aboard with its target Rogue Borg), self-controlled.
 * @category operations
 */
export const boardTargetAsRogueBorg: Interpreter<'boardTargetAsRogueBorg'> = (_effect, choices) => (game) =>
  choices.card === undefined || choices.targetCard === null
    ? game
    : boardAsRogueBorg(choices.card, choices.targetCard)(game);

// Rogue Borg Mercenaries: "Battles crew now"
/**
 * The card played, aboard as a Rogue Borg, battles the crew once it resolves.
 * @category operations
 */
export const battleCrewNow: Interpreter<'battleCrewNow'> = (_effect, choices) => (game) =>
  choices.card === undefined ? game : battleNow(choices.card)(game);

// Hugh: "Nullifies attack by {Borg Ship} for this turn"
/**
 * The targeted self-controlled ship does not attack this turn; no effect on another target.
 * @category operations
 */
export const nullifyTargetAttackThisTurn: Interpreter<'nullifyTargetAttackThisTurn'> =
  (_effect, choices) => (game) =>
    choices.targetCard === null ? game : nullifyAttackThisTurn(choices.targetCard)(game);
