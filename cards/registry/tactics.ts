// The [Tactic] cards whose text is declared (cards/language/tactic-language.ts), one file each by set; the registry
// (card-texts.ts) lists them with the other declarations.

import { humanitysLastStand } from '../effects/aut/humanitys-last-stand';
import { attackWing } from '../effects/bog/attack-wing';
import { crimsonForcefield } from '../effects/bog/crimson-forcefield';
import { evasiveManeuvers } from '../effects/bog/evasive-maneuvers';
import { fullPhaserSpread } from '../effects/bog/full-phaser-spread';
import { maximumFirepower } from '../effects/bog/maximum-firepower';
import { phasedPolaronBeam } from '../effects/bog/phased-polaron-beam';
import { phaserBanks } from '../effects/bog/phaser-banks';
import { photonTorpedo } from '../effects/bog/photon-torpedo';
import { plasmaTorpedo } from '../effects/bog/plasma-torpedo';
import { primaryEnergyWeapon } from '../effects/bog/primary-energy-weapon';
import { pulseDisruptor } from '../effects/bog/pulse-disruptor';
import { pulsePhaserCannons } from '../effects/bog/pulse-phaser-cannons';
import { quantumTorpedo } from '../effects/bog/quantum-torpedo';
import { spiralWaveDisruptor } from '../effects/bog/spiral-wave-disruptor';
import { strafingRun } from '../effects/bog/strafing-run';
import { targetEngines } from '../effects/bog/target-engines';
import { targetShields } from '../effects/bog/target-shields';
import { targetWeapons } from '../effects/bog/target-weapons';
import { classicPhaserBanks } from '../effects/cage/classic-phaser-banks';
import { itMustBeDestroyed } from '../effects/cage/it-must-be-destroyed';
import { tpolSoongManeuver } from '../effects/enterprise/tpol-soong-maneuver';
import { determinedAssault } from '../effects/lfl/determined-assault';
import { vulcanParticleBeam } from '../effects/llap/vulcan-particle-beam';
import { closeQuartersCombat } from '../effects/maquis/close-quarters-combat';
import { frontalAssault } from '../effects/plw/frontal-assault';
import { ferengiEnergyWeapon } from '../effects/roa/ferengi-energy-weapon';
import { phaseCannons } from '../effects/terran/phase-cannons';
import { isolyticBurst } from '../effects/tmp/isolytic-burst';
import { rikerManeuver } from '../effects/tmp/riker-maneuver';
import { primaryPlasmaWeapon } from '../effects/tnz/primary-plasma-weapon';
import { bajoranPhaserBanks } from '../effects/twt/bajoran-phaser-banks';
import { breenDisruptorBurst } from '../effects/twt/breen-disruptor-burst';
import { chainReactionPulsar } from '../effects/twt/chain-reaction-pulsar';
import type { CardText } from '../language/language';

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
