// The card texts declared in this set folder (cards/effects/roa/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { apnex } from './apnex';
import { calandra } from './calandra';
import { ferengiDisruptor } from './ferengi-disruptor';
import { ferengiDisruptorRifle } from './ferengi-disruptor-rifle';
import { ferengiEnergyWeapon } from './ferengi-energy-weapon';
import { ferengiPadd } from './ferengi-padd';
import { incomingMessageFerengi } from './incoming-message-ferengi';
import { patahk } from './patahk';
import { phasedCloakingDevice } from './phased-cloaking-device';
import { senatorCretak } from './senator-cretak';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  apnex,
  phasedCloakingDevice,
  ferengiEnergyWeapon,
  incomingMessageFerengi,
  ferengiDisruptorRifle,
  senatorCretak,
  calandra,
  patahk,
  ferengiDisruptor,
  ferengiPadd,
];
