// The card texts declared in this set folder (cards/effects/plw/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { frontalAssault } from './frontal-assault';
import { obtainMiningAgreement } from './obtain-mining-agreement';
import { robertaLincoln } from './roberta-lincoln';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [frontalAssault, robertaLincoln, obtainMiningAgreement];
