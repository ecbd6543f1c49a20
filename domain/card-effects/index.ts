// Card game text as data (ARCHITECTURE principle 6): the interpreters of the card text language of cards/effects.
// Static modifiers feed `Skills`; `mayMix` feeds `Compatibility`; events and interrupts play through `CardPlay`;
// Red Alert!'s reporting and Spacedock's repair are consulted by card play and by the turn's orders.
export { type TextStatus, textStatus } from './coverage';
export { type FilterContext, hasClassification, matches, type SkillCheck } from './filters';
export { drawCards, immediateEffects, type PlayChoices, resolve, shuffleDrawDeck } from './immediate';
export { declaredText, inPlayIndex, rulesInPlay } from './in-play';
export { mayMix } from './mixing';
export { checkText, type PlayText, playText, textCandidates, textPlayKind } from './play';
export { isRepairedHere, repairAfterMove } from './repair';
export { mayReportAnyNumber, useReportAnyNumber } from './reporting';
export { arePresent, staticModifiers } from './static-modifiers';
export { usedThisTurn, useThisTurn } from './this-turn';
