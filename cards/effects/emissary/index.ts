// The card texts declared in this set folder (cards/effects/emissary/: the Emissary virtual set), listed by the
// registry (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { benjaminSiskoEmissary } from './benjamin-sisko';
import { jadziaDaxEmissary } from './jadzia-dax';
import { jasadEmissary } from './jasad';
import { julianBashirEmissary } from './julian-bashir';
import { meloraPazlar } from './melora-pazlar';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  benjaminSiskoEmissary,
  jadziaDaxEmissary,
  julianBashirEmissary,
  meloraPazlar,
  jasadEmissary,
];
