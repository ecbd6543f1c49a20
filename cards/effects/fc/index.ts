// The card texts declared in this set folder (cards/effects/fc/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { admiralHayes } from './admiral-hayes';
import { borgCube } from './borg-cube';
import { borgSphere, queensBorgSphere } from './borg-sphere';
import { deannaTroiFirstContact } from './deanna-troi';
import { eightOfNineteen } from './eight-of-nineteen';
import { eighteenOfNineteen } from './eighteen-of-nineteen';
import { fifteenOfSeventeen } from './fifteen-of-seventeen';
import { fourOfEleven } from './four-of-eleven';
import { missionDebriefing } from './mission-debriefing';
import { queensBorgCube } from './queens-borg-cube';
import { regenerate } from './regenerate';
import { sixOfEleven } from './six-of-eleven';
import { starfleetTypeIIIPhaserRifle } from './starfleet-type-iii-phaser-rifle';
import { theLineMustBeDrawnHere } from './the-line-must-be-drawn-here';
import { thirteenOfNineteen } from './thirteen-of-nineteen';
import { twoOfNineteen } from './two-of-nineteen';
import { vulcanLander } from './vulcan-lander';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  regenerate,
  theLineMustBeDrawnHere,
  missionDebriefing,
  sixOfEleven,
  fifteenOfSeventeen,
  twoOfNineteen,
  borgSphere,
  queensBorgSphere,
  eightOfNineteen,
  eighteenOfNineteen,
  fourOfEleven,
  thirteenOfNineteen,
  starfleetTypeIIIPhaserRifle,
  admiralHayes,
  borgCube,
  queensBorgCube,
  vulcanLander,
  deannaTroiFirstContact,
];
