// The [Tactic] cards whose text is declared (cards/language/tactic-language.ts), one file each by set; the registry
// (index.ts) lists them with the other declarations.

import type { CardText } from '../language/language';
import { humanitysLastStand } from './aut/humanitys-last-stand';
import { attackWing } from './bog/attack-wing';
import { crimsonForcefield } from './bog/crimson-forcefield';
import { evasiveManeuvers } from './bog/evasive-maneuvers';
import { fullPhaserSpread } from './bog/full-phaser-spread';
import { maximumFirepower } from './bog/maximum-firepower';
import { phasedPolaronBeam } from './bog/phased-polaron-beam';
import { phaserBanks } from './bog/phaser-banks';
import { photonTorpedo } from './bog/photon-torpedo';
import { plasmaTorpedo } from './bog/plasma-torpedo';
import { primaryEnergyWeapon } from './bog/primary-energy-weapon';
import { pulseDisruptor } from './bog/pulse-disruptor';
import { pulsePhaserCannons } from './bog/pulse-phaser-cannons';
import { quantumTorpedo } from './bog/quantum-torpedo';
import { spiralWaveDisruptor } from './bog/spiral-wave-disruptor';
import { strafingRun } from './bog/strafing-run';
import { targetEngines } from './bog/target-engines';
import { targetShields } from './bog/target-shields';
import { targetWeapons } from './bog/target-weapons';
import { classicPhaserBanks } from './cage/classic-phaser-banks';
import { itMustBeDestroyed } from './cage/it-must-be-destroyed';
import { tpolSoongManeuver } from './enterprise/tpol-soong-maneuver';
import { determinedAssault } from './lfl/determined-assault';
import { vulcanParticleBeam } from './llap/vulcan-particle-beam';
import { closeQuartersCombat } from './maquis/close-quarters-combat';
import { frontalAssault } from './plw/frontal-assault';
import { ferengiEnergyWeapon } from './roa/ferengi-energy-weapon';
import { phaseCannons } from './terran/phase-cannons';
import { isolyticBurst } from './tmp/isolytic-burst';
import { rikerManeuver } from './tmp/riker-maneuver';
import { primaryPlasmaWeapon } from './tnz/primary-plasma-weapon';
import { bajoranPhaserBanks } from './twt/bajoran-phaser-banks';
import { breenDisruptorBurst } from './twt/breen-disruptor-burst';
import { chainReactionPulsar } from './twt/chain-reaction-pulsar';

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
  breenDisruptorBurst,
  vulcanParticleBeam,
  phaseCannons,
  bajoranPhaserBanks,
  isolyticBurst,
  pulsePhaserCannons,
  quantumTorpedo,
  targetEngines,
  targetWeapons,
  targetShields,
  maximumFirepower,
  frontalAssault,
  primaryPlasmaWeapon,
  classicPhaserBanks,
  tpolSoongManeuver,
  crimsonForcefield,
  humanitysLastStand,
  closeQuartersCombat,
  rikerManeuver,
  chainReactionPulsar,
  determinedAssault,
  itMustBeDestroyed,
];
