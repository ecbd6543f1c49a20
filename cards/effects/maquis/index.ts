// The card texts declared in this set folder (cards/effects/maquis/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { closeQuartersCombat } from './close-quarters-combat';
import { kasidyYatesTheMaquis } from './kasidy-yates-the-maquis';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [closeQuartersCombat, kasidyYatesTheMaquis];
