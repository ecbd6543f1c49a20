// The dilemmas declared in this set folder (cards/dilemmas/dom/), listed by the registry
// (cards/registry/dilemmas.ts): append a new card's import and entry here.
import type { DilemmaDeclaration } from '../../language/dilemma-language';
import { sleeperTrap } from './sleeper-trap';

/** The declared dilemmas of this set. */
export const dilemmas: ReadonlyArray<DilemmaDeclaration> = [sleeperTrap];
