// The dilemmas declared in this set folder (cards/dilemmas/bog/), listed by the registry
// (cards/registry/dilemmas.ts): append a new card's import and entry here.
import type { DilemmaDeclaration } from '../../language/dilemma-language';
import { chulaTheLights } from './chula-the-lights';
import { underFire } from './under-fire';

/** The declared dilemmas of this set. */
export const dilemmas: ReadonlyArray<DilemmaDeclaration> = [chulaTheLights, underFire];
