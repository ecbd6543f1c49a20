// The card texts declared in this set folder (cards/effects/dom/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { dominionPadd } from './dominion-padd';
import { jemHadarDisruptor } from './jem-hadar-disruptor';
import { jemHadarDisruptorRifle } from './jemhadar-disruptor-rifle';
import { keeveFalor } from './keeve-falor';
import { martok } from './martok';
import { orta } from './orta';
import { tacticalConsole } from './tactical-console';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  tacticalConsole,
  jemHadarDisruptorRifle,
  keeveFalor,
  martok,
  orta,
  dominionPadd,
  jemHadarDisruptor,
];
