// The card texts declared in this set folder (cards/effects/qc/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { barberPole } from './barber-pole';
import { endTransmission } from './end-transmission';
import { iraGraves } from './ira-graves';
import { kahlest } from './kahlest';
import { keikoOBrien } from './keiko-obrien';
import { plasmadyneRelay } from './plasmadyne-relay';
import { rager } from './rager';
import { timicin } from './timicin';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  keikoOBrien,
  kahlest,
  barberPole,
  plasmadyneRelay,
  iraGraves,
  endTransmission,
  timicin,
  rager,
];
