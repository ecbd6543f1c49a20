// The dilemmas declared in this set folder (cards/dilemmas/qc/), listed by the registry
// (cards/registry/dilemmas.ts): append a new card's import and entry here.
import type { DilemmaDeclaration } from '../../language/dilemma-language';
import { androidNightmares } from './android-nightmares';
import { securityPrecautions } from './security-precautions';

/** The declared dilemmas of this set. */
export const dilemmas: ReadonlyArray<DilemmaDeclaration> = [androidNightmares, securityPrecautions];
