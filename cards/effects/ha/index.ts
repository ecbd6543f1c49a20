// The card texts declared in this set folder (cards/effects/ha/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { durango } from './durango';
import { maleth } from './maleth';
import { weiss } from './weiss';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [maleth, weiss, durango];
