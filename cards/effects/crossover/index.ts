// The card texts declared in this set folder (cards/effects/crossover/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { replenishWorkforce } from './replenish-workforce';
import { testWarship } from './test-warship';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [testWarship, replenishWorkforce];
