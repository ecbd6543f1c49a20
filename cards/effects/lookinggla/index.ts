// The card texts declared in this set folder (cards/effects/lookinggla/: Through the Looking Glass), listed by the
// registry (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { ministerTharn } from './minister-tharn';
import { romThroughTheLookingGlass } from './rom';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [ministerTharn, romThroughTheLookingGlass];
