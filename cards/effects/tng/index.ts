// The card texts declared in this set folder (cards/effects/tng/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { captainWorf } from './captain-worf';
import { geordiLaForgeTheNextGeneration } from './geordi-la-forge-the-next-generation';
import { iksPagh } from './iks-pagh';
import { kolTheNextGeneration } from './kol-the-next-generation';
import { konmelTheNextGeneration } from './konmel-the-next-generation';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  iksPagh,
  kolTheNextGeneration,
  captainWorf,
  geordiLaForgeTheNextGeneration,
  konmelTheNextGeneration,
];
