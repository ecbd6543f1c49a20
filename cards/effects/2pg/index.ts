// The card texts declared in this set folder (cards/effects/2pg/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { admiralMcCoy } from './admiral-mccoy';
import { jarod } from './jarod';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [admiralMcCoy, jarod];
