// The [Tactic] cards whose text is declared (cards/effects/tactic-language.ts), one file each by set; the registry
// (index.ts) lists them with the other declarations.
import { attackWing } from './bog/attack-wing';
import { evasiveManeuvers } from './bog/evasive-maneuvers';
import { fullPhaserSpread } from './bog/full-phaser-spread';
import { phasedPolaronBeam } from './bog/phased-polaron-beam';
import { phaserBanks } from './bog/phaser-banks';
import { photonTorpedo } from './bog/photon-torpedo';
import { plasmaTorpedo } from './bog/plasma-torpedo';
import { primaryEnergyWeapon } from './bog/primary-energy-weapon';
import { pulseDisruptor } from './bog/pulse-disruptor';
import { spiralWaveDisruptor } from './bog/spiral-wave-disruptor';
import { strafingRun } from './bog/strafing-run';
import type { CardText } from './language';
import { ferengiEnergyWeapon } from './roa/ferengi-energy-weapon';

/** The declared [Tactic] cards. */
export const tactics: ReadonlyArray<CardText> = [
  phaserBanks,
  plasmaTorpedo,
  pulseDisruptor,
  spiralWaveDisruptor,
  primaryEnergyWeapon,
  phasedPolaronBeam,
  ferengiEnergyWeapon,
  fullPhaserSpread,
  photonTorpedo,
  strafingRun,
  evasiveManeuvers,
  attackWing,
];
