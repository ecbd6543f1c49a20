// The declared cards other than [Tactic] cards whose text is about their player's Tactics (cards/language/tactic-language.ts
// `TacticRule`) or that the ship battle rules name (Tactical Console, Rulebook 7.4 stage 4); the registry (card-texts.ts)
// lists them with the other declarations.

import { worf20thAnniversary, worf20thAnniversaryVp } from '../effects/20th/worf';
import { tacticalConsole } from '../effects/dom/tactical-console';
import { soterus } from '../effects/sotl/soterus';
import { iksPagh } from '../effects/tng/iks-pagh';
import type { CardText } from '../language/language';

/** Ships that draw an extra Tactic, personnel that double a Tactic's bonus, the WEAPONS enhancement of stage 4. */
export const tacticUsers: ReadonlyArray<CardText> = [
  iksPagh,
  soterus,
  worf20thAnniversary,
  worf20thAnniversaryVp,
  tacticalConsole,
];
