// The card texts declared in this set folder (cards/effects/au/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { alternateUniverseDoor } from './alternate-universe-door';
import { dathon } from './dathon';
import { deadInBed } from './dead-in-bed';
import { dtan } from './dtan';
import { engageShuttleOperations } from './engage-shuttle-operations';
import { humuhumunukunukuapuaa } from './humuhumunukunukuapuaa';
import { ipScanner } from './ip-scanner';
import { kevinUxbridgeConvergence } from './kevin-uxbridge-convergence';
import { kmtar } from './kmtar';
import { lowerDecks } from './lower-decks';
import { motsAdvice } from './mots-advice';
import { thermalDeflectors } from './thermal-deflectors';
import { yellowAlert } from './yellow-alert';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  engageShuttleOperations,
  kmtar,
  dtan,
  yellowAlert,
  lowerDecks,
  motsAdvice,
  thermalDeflectors,
  kevinUxbridgeConvergence,
  ipScanner,
  deadInBed,
  dathon,
  alternateUniverseDoor,
  humuhumunukunukuapuaa,
];
