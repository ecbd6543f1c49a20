// The card texts declared in this set folder (cards/effects/sog/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { rishon } from './rishon';
import { sixOfSeven, sixOfSevenReflections } from './six-of-seven';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [rishon, sixOfSeven, sixOfSevenReflections];
