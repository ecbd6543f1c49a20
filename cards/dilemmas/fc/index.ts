// The dilemmas declared in this set folder (cards/dilemmas/fc/), listed by the registry
// (cards/registry/dilemmas.ts): append a new card's import and entry here.
import type { DilemmaDeclaration } from '../../language/dilemma-language';
import { blended } from './blended';
import { dontCallMeAhab } from './dont-call-me-ahab';
import { maglock } from './maglock';
import { myFirstRaygun } from './my-first-raygun';
import { primitiveCulture } from './primitive-culture';
import { shotInTheBack } from './shot-in-the-back';
import { strictDressCode } from './strict-dress-code';

/** The declared dilemmas of this set. */
export const dilemmas: ReadonlyArray<DilemmaDeclaration> = [
  myFirstRaygun,
  shotInTheBack,
  maglock,
  strictDressCode,
  primitiveCulture,
  blended,
  dontCallMeAhab,
];
