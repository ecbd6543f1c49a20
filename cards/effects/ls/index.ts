// The card texts declared in this set folder (cards/effects/ls/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { rebuildSociety } from './rebuild-society';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [rebuildSociety];
