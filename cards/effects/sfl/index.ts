// The card texts declared in this set folder (cards/effects/sfl/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { admiralKennelly } from './admiral-kennelly';
import { beverlyCrusherShowdownFourLights } from './beverly-crusher';
import { dataShowdownFourLights } from './data';
import { deannaTroiShowdownFourLights } from './deanna-troi';
import { edwardJellicoShowdownFourLights } from './edward-jellico';
import { gates } from './gates';
import { glinnTelak } from './glinn-telak';
import { gulEvek } from './gul-evek';
import { mineEnemyFleet } from './mine-enemy-fleet';
import { ussCairo } from './uss-cairo';
import { worfShowdownFourLights } from './worf';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  glinnTelak,
  deannaTroiShowdownFourLights,
  gulEvek,
  admiralKennelly,
  dataShowdownFourLights,
  edwardJellicoShowdownFourLights,
  gates,
  worfShowdownFourLights,
  ussCairo,
  beverlyCrusherShowdownFourLights,
  mineEnemyFleet,
];
