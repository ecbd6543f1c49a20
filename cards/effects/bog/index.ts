// The card texts declared in this set folder (cards/effects/bog/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { attackWing } from './attack-wing';
import { battleBridgeDoor } from './battle-bridge-door';
import { commandeerShip } from './commandeer-ship';
import { crimsonForcefield } from './crimson-forcefield';
import { dolak } from './dolak';
import { engageShuttleOperationsDominion } from './engage-shuttle-operations-dominion';
import { evasiveManeuvers } from './evasive-maneuvers';
import { fullPhaserSpread } from './full-phaser-spread';
import { ixtanaRax } from './ixtana-rax';
import { jadziaDaxBlazeOfGlory } from './jadzia-dax-blaze-of-glory';
import { klingonDisruptorRifle } from './klingon-disruptor-rifle';
import { kor } from './kor';
import { lamatUkan } from './lamat-ukan';
import { locutusBorgCube } from './locutus-borg-cube';
import { maximumFirepower } from './maximum-firepower';
import { navok } from './navok';
import { phasedPolaronBeam } from './phased-polaron-beam';
import { phaserBanks } from './phaser-banks';
import { photonTorpedo } from './photon-torpedo';
import { plasmaTorpedo } from './plasma-torpedo';
import { primaryEnergyWeapon } from './primary-energy-weapon';
import { pulseDisruptor } from './pulse-disruptor';
import { pulsePhaserCannons } from './pulse-phaser-cannons';
import { quantumTorpedo } from './quantum-torpedo';
import { quarkSonOfKeldar } from './quark-son-of-keldar';
import { roLarenBlazeOfGlory } from './ro-laren-blaze-of-glory';
import { romulanDisruptorRifle } from './romulan-disruptor-rifle';
import { spiralWaveDisruptor } from './spiral-wave-disruptor';
import { strafingRun } from './strafing-run';
import { targetEngines } from './target-engines';
import { targetShields } from './target-shields';
import { targetWeapons } from './target-weapons';
import { worfSonOfMogh } from './worf-son-of-mogh';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  engageShuttleOperationsDominion,
  battleBridgeDoor,
  commandeerShip,
  phaserBanks,
  plasmaTorpedo,
  pulseDisruptor,
  spiralWaveDisruptor,
  primaryEnergyWeapon,
  phasedPolaronBeam,
  fullPhaserSpread,
  photonTorpedo,
  strafingRun,
  evasiveManeuvers,
  attackWing,
  pulsePhaserCannons,
  quantumTorpedo,
  targetEngines,
  targetWeapons,
  targetShields,
  maximumFirepower,
  crimsonForcefield,
  klingonDisruptorRifle,
  romulanDisruptorRifle,
  kor,
  ixtanaRax,
  quarkSonOfKeldar,
  navok,
  lamatUkan,
  roLarenBlazeOfGlory,
  jadziaDaxBlazeOfGlory,
  worfSonOfMogh,
  dolak,
  locutusBorgCube,
];
