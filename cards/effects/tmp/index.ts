// The card texts declared in this set folder (cards/effects/tmp/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { campKhitomer } from './camp-khitomer';
import { captainKang } from './captain-kang';
import { chdak } from './chdak';
import { commanderChekov } from './commander-chekov';
import { demoraSulu } from './demora-sulu';
import { isolyticBurst } from './isolytic-burst';
import { isomagneticDisintegrator } from './isomagnetic-disintegrator';
import { joachim } from './joachim';
import { krase } from './krase';
import { rikerManeuver } from './riker-maneuver';
import { liseria, sonaBattleship } from './sona-battleship';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  sonaBattleship,
  liseria,
  campKhitomer,
  isolyticBurst,
  rikerManeuver,
  isomagneticDisintegrator,
  commanderChekov,
  joachim,
  demoraSulu,
  chdak,
  captainKang,
  krase,
];
