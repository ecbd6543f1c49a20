// The card texts declared in this set folder (cards/effects/crossovers/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { chiefEngineerScott } from './chief-engineer-scott';
import { chiefNavigatorChekov } from './chief-navigator-chekov';
import { mrSisko } from './mr-sisko';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [mrSisko, chiefNavigatorChekov, chiefEngineerScott];
