// The card texts declared in this set folder (cards/effects/borg/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { bElanna } from './belanna';
import { captainChakotay } from './captain-chakotay';
import { eightOfFifteen } from './eight-of-fifteen';
import { elevenOfTwelve } from './eleven-of-twelve';
import { morak } from './morak';
import { rileyFrazier } from './riley-frazier';
import { seventeenOfEighteen } from './seventeen-of-eighteen';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  elevenOfTwelve,
  eightOfFifteen,
  morak,
  captainChakotay,
  bElanna,
  rileyFrazier,
  seventeenOfEighteen,
];
