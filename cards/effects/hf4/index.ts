// The card texts declared in this set folder (cards/effects/hf4/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { investigateDerelict, investigateDerelictReprint } from './investigate-derelict';
import { resupplyMarauder } from './resupply-marauder';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  investigateDerelict,
  investigateDerelictReprint,
  resupplyMarauder,
];
