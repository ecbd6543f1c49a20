// The card texts declared in this set folder (cards/effects/otsd/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { establishRelations } from './establish-relations';
import { mineralSurvey } from './mineral-survey';
import { suna } from './suna';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [suna, mineralSurvey, establishRelations];
