// The card texts declared in this set folder (cards/effects/mm/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { mineDilithium } from './mine-dilithium';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [mineDilithium];
