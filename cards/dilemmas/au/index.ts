// The dilemmas declared in this set folder (cards/dilemmas/au/), listed by the registry
// (cards/registry/dilemmas.ts): append a new card's import and entry here.
import type { DilemmaDeclaration } from '../../language/dilemma-language';
import { alienLabyrinth } from './alien-labyrinth';
import { empathicEcho } from './empathic-echo';
import { ferengiAttack } from './ferengi-attack';
import { hiddenEntrance } from './hidden-entrance';
import { hunterGangs } from './hunter-gangs';
import { malfunctioningDoor } from './malfunctioning-door';
import { theGatherers } from './the-gatherers';
import { theHigherTheFewer } from './the-higher-the-fewer';
import { worshiper } from './worshiper';
import { zaldan } from './zaldan';

/** The declared dilemmas of this set. */
export const dilemmas: ReadonlyArray<DilemmaDeclaration> = [
  alienLabyrinth,
  hiddenEntrance,
  empathicEcho,
  zaldan,
  malfunctioningDoor,
  ferengiAttack,
  worshiper,
  theHigherTheFewer,
  hunterGangs,
  theGatherers,
];
