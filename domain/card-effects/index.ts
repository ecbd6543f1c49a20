// Card game text as data (ARCHITECTURE principle 6): the interpreters of the card text language (cards/language).
// Static modifiers feed `Skills`; `treatiesMix` answers `Compatibility.affiliationsMix`; events and interrupts play
// through the card play port (domain/card-play/card-play-port.ts), end-of-turn actions through the turn port, responses
// through the response port (domain/game/interpreters.ts plugs them in); sight answers `View.canSee`'s query point;
// beaming and passage restrictions are asked by the beam and move orders.

export type { PlayText } from '../card-play/play-text';
export { functionOf, functionsOf, namingFunction } from '../core/card-functions';
export { type TurnEffect, usedThisTurn, useThisTurn } from '../core/this-turn';
export { recordBeam } from '../orders/beam-limits';
export { type TextStatus, textStatus } from './coverage';
export { type FilterContext, hasClassification, matches, type SkillCheck } from './filters';
export { immediateEffects, type PlayChoices, resolve } from './immediate';
export { declaredText, inPlayIndex } from './in-play';
export { checkText, playText, textCandidates } from './play';
export { wasReturnedThisTurn } from './return-to-hand';
export { mayLookAt } from './sight';
export { arePresent, staticModifiers } from './static-modifiers';
