// The card texts declared in this set folder (cards/effects/enterprise/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { malcolmReed } from './malcolm-reed';
import { starfleetPhaserPistol } from './starfleet-phaser-pistol';
import { tpolSoongManeuver } from './tpol-soong-maneuver';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [tpolSoongManeuver, malcolmReed, starfleetPhaserPistol];
