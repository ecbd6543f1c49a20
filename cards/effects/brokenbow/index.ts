// The card texts declared in this set folder (cards/effects/brokenbow/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { fourOfFifty, fourOfFiftyUndiscoveredCountry } from './four-of-fifty';
import { gonik } from './gonik';
import { jonathanArcherBrokenBow } from './jonathan-archer-broken-bow';
import { maxwellForrestBrokenBow } from './maxwell-forrest-broken-bow';
import { retrieveMateriel } from './retrieve-materiel';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  fourOfFifty,
  fourOfFiftyUndiscoveredCountry,
  gonik,
  maxwellForrestBrokenBow,
  jonathanArcherBrokenBow,
  retrieveMateriel,
];
