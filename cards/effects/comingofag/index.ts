// The card texts declared in this set folder (cards/effects/comingofag/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { investigateEnergyReadings } from './investigate-energy-readings';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [investigateEnergyReadings];
