// The card texts declared in this set folder (cards/effects/hf6/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { holdingCellDoor } from './holding-cell-door';
import { raktajino } from './raktajino';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [holdingCellDoor, raktajino];
