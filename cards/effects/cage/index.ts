// The card texts declared in this set folder (cards/effects/cage/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { classicPhaserBanks } from './classic-phaser-banks';
import { itMustBeDestroyed } from './it-must-be-destroyed';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [classicPhaserBanks, itMustBeDestroyed];
