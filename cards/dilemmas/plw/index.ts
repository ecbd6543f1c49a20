// The dilemmas declared in this set folder (cards/dilemmas/plw/), listed by the registry
// (cards/registry/dilemmas.ts): append a new card's import and entry here.
import type { DilemmaDeclaration } from '../../language/dilemma-language';
import { klingonTroopDeployment } from './klingon-troop-deployment';
import { theMetronsArena } from './the-metrons-arena';

/** The declared dilemmas of this set. */
export const dilemmas: ReadonlyArray<DilemmaDeclaration> = [klingonTroopDeployment, theMetronsArena];
