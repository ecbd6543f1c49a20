// The card texts declared in this set folder (cards/effects/tnz/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { andrea } from './andrea';
import { dividius } from './dividius';
import { govas } from './govas';
import { praxus } from './praxus';
import { primaryPlasmaWeapon } from './primary-plasma-weapon';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [praxus, primaryPlasmaWeapon, andrea, dividius, govas];
