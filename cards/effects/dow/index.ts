// The card texts declared in this set folder (cards/effects/dow/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { chancellorMartok } from './chancellor-martok';
import { grandNagusRom } from './grand-nagus-rom';
import { worfSonOfMoghDogsOfWar } from './worf-son-of-mogh-dogs-of-war';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [chancellorMartok, grandNagusRom, worfSonOfMoghDogsOfWar];
