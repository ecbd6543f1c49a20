// The card texts declared in this set folder (cards/effects/aut/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { admiralNechayev } from './admiral-nechayev';
import { humanitysLastStand } from './humanitys-last-stand';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [humanitysLastStand, admiralNechayev];
