// Card game text as data (ARCHITECTURE principle 6): the interpreters of the card text language (cards/language).
// Static modifiers feed `Skills`; `treatiesMix` answers `Compatibility.affiliationsMix`; events and interrupts play through `CardPlay`;
// Red Alert!'s reporting and Spacedock's repair are consulted by card play and by the turn's orders; end-of-turn
// actions by `Turn.endOfTurnActions`, start-of-turn ones by `Turn.beginTurn`; sight by `View.canSee`; beaming and passage restrictions by the beam and move
// orders.

export { functionOf, functionsOf, namingFunction } from '../core/card-functions';
export { type TurnEffect, usedThisTurn, useThisTurn } from '../core/this-turn';
export { recordBeam } from '../orders/beam-limits';
export type { PlayText } from '../turn/play-text';
export { returnControl } from './control';
export { type TextStatus, textStatus } from './coverage';
export { reappearDue } from './disappearance';
export { atEndOfTurn } from './end-of-turn';
export { type FilterContext, hasClassification, matches, type SkillCheck } from './filters';
export { checkFlip, type FlipCard, flip, flipCandidates } from './flip';
export { immediateEffects, type PlayChoices, resolve } from './immediate';
export { declaredText, inPlayIndex, rulesInPlay } from './in-play';
export { checkText, playText, textCandidates, textPlayKind } from './play';
export { wasReturnedThisTurn } from './return-to-hand';
export { mayLookAt } from './sight';
export { atStartOfTurn } from './start-of-turn';
export { arePresent, staticModifiers } from './static-modifiers';
