// The card texts declared in this set folder (cards/effects/20th/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { kellPerim } from './kell-perim';
import { worf20thAnniversary, worf20thAnniversaryVp } from './worf';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [worf20thAnniversary, worf20thAnniversaryVp, kellPerim];
