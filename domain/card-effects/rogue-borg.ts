// The immediate effect of the Rogue Borg cards (cards/language/build-rogue-borg.ts): the card played goes aboard as a
// Rogue Borg (domain/battle-rules/rogue-borg.ts), on the target it names. (Their battles are the general verb `battle`;
// Hugh's halves are the general verbs `forThisTurn` and `discard`, domain/card-effects/verbs.ts.)
import { boardAsRogueBorg } from '../battle-rules/rogue-borg';
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
