// The card texts declared in this set folder (cards/effects/premiere/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { alienGroupie } from './alien-groupie';
import { alienProbe } from './alien-probe';
import { amandaRogers } from './amanda-rogers';
import { antiTimeAnomaly } from './anti-time-anomaly';
import { asteroidSanctuary } from './asteroid-sanctuary';
import { atmosphericIonization } from './atmospheric-ionization';
import { autoDestructSequence } from './auto-destruct-sequence';
import { betazoidGiftBox } from './betazoid-gift-box';
import { bynarsWeaponEnhancement } from './bynars-weapon-enhancement';
import { crosis } from './crosis';
import { disruptorOverload } from './disruptor-overload';
import { distortionField } from './distortion-field';
import { distortionOfSpaceTimeContinuum } from './distortion-of-space-time-continuum';
import { emergencyTransporterArmbands } from './emergency-transporter-armbands';
import { energyVortex } from './energy-vortex';
import { engineeringKit } from './engineering-kit';
import { engineeringPadd } from './engineering-padd';
import { escapePod } from './escape-pod';
import { espionageFederationOnKlingon } from './espionage-federation-on-klingon';
import { espionageKlingonOnFederation } from './espionage-klingon-on-federation';
import { espionageRomulanOnFederation } from './espionage-romulan-on-federation';
import { espionageRomulanOnKlingon } from './espionage-romulan-on-klingon';
import { exocomp } from './exocomp';
import { federationPadd } from './federation-padd';
import { fullPlanetScan } from './full-planet-scan';
import { gapsInNormalSpace } from './gaps-in-normal-space';
import { genetronicReplicator } from './genetronic-replicator';
import { goddessOfEmpathy } from './goddess-of-empathy';
import { holoProjectors } from './holo-projectors';
import { honorChallenge } from './honor-challenge';
import { horgahn } from './horgahn';
import { hugh } from './hugh';
import {
  incomingMessageFederation,
  incomingMessageKlingon,
  incomingMessageRomulan,
} from './incoming-message';
import { interphaseGenerator } from './interphase-generator';
import { jaglomShrekInformationBroker } from './jaglom-shrek-information-broker';
import { kevinUxbridge } from './kevin-uxbridge';
import { kivasFajoCollector } from './kivas-fajo-collector';
import { klingonDeathYell } from './klingon-death-yell';
import { klingonDisruptor } from './klingon-disruptor';
import { klingonPadd } from './klingon-padd';
import { klingonRightOfVengeance } from './klingon-right-of-vengeance';
import { kurlanNaiskos } from './kurlan-naiskos';
import { lifeFormScan } from './life-form-scan';
import { longRangeScan } from './long-range-scan';
import { loreReturns } from './lore-returns';
import { loresFingernail } from './lores-fingernail';
import { lossOfOrbitalStability } from './loss-of-orbital-stability';
import { masakaTransformations } from './masaka-transformations';
import { medicalKit } from './medical-kit';
import { medicalTricorder } from './medical-tricorder';
import { metaphasicShields } from './metaphasic-shields';
import { nearWarpTransport } from './near-warp-transport';
import { neuralServoDevice } from './neural-servo-device';
import { nutationalShields } from './nutational-shields';
import { palorToffAlienTrader } from './palor-toff-alien-trader';
import { particleFountain } from './particle-fountain';
import { patternEnhancers } from './pattern-enhancers';
import { plasmaFire } from './plasma-fire';
import { qNet } from './q-net';
import { q2 } from './q2';
import { raiseTheStakes } from './raise-the-stakes';
import { redAlert } from './red-alert';
import { resQ } from './res-q';
import { rogueBorgMercenaries } from './rogue-borg-mercenaries';
import { romulanDisruptor } from './romulan-disruptor';
import { romulanPadd } from './romulan-padd';
import { scan } from './scan';
import { shipSeizure } from './ship-seizure';
import { spacedock } from './spacedock';
import { starfleetTypeIIPhaser } from './starfleet-type-ii-phaser';
import { staticWarpBubble } from './static-warp-bubble';
import { subspaceInterference } from './subspace-interference';
import { subspaceSchism } from './subspace-schism';
import { subspaceWarpRift } from './subspace-warp-rift';
import { supernova } from './supernova';
import { tachyonDetectionGrid } from './tachyon-detection-grid';
import { telepathicAlienKidnappers } from './telepathic-alien-kidnappers';
import { temporalRift } from './temporal-rift';
import { tetryonField } from './tetryon-field';
import { theDevil } from './the-devil';
import { theJuggler } from './the-juggler';
import { theTravelerTranscendence } from './the-traveler-transcendence';
import { thoughtMaker } from './thought-maker';
import { timeTravelPod } from './time-travel-pod';
import { toxUthat } from './tox-uthat';
import { transwarpConduit } from './transwarp-conduit';
import { treatyFederationKlingon } from './treaty-federation-klingon';
import { treatyFederationRomulan } from './treaty-federation-romulan';
import { treatyRomulanKlingon } from './treaty-romulan-klingon';
import { tricorder } from './tricorder';
import { varonTDisruptor } from './varon-t-disruptor';
import { vulcanMindmeld } from './vulcan-mindmeld';
import { vulcanStoneOfGol } from './vulcan-stone-of-gol';
import { warpCoreBreach } from './warp-core-breach';
import { whereNoOneHasGoneBefore } from './where-no-one-has-gone-before';
import { wormhole } from './wormhole';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  alienGroupie,
  alienProbe,
  amandaRogers,
  antiTimeAnomaly,
  asteroidSanctuary,
  atmosphericIonization,
  autoDestructSequence,
  betazoidGiftBox,
  bynarsWeaponEnhancement,
  disruptorOverload,
  distortionField,
  emergencyTransporterArmbands,
  energyVortex,
  engineeringKit,
  engineeringPadd,
  escapePod,
  genetronicReplicator,
  espionageFederationOnKlingon,
  espionageKlingonOnFederation,
  espionageRomulanOnFederation,
  espionageRomulanOnKlingon,
  exocomp,
  federationPadd,
  fullPlanetScan,
  goddessOfEmpathy,
  holoProjectors,
  honorChallenge,
  horgahn,
  incomingMessageFederation,
  incomingMessageKlingon,
  incomingMessageRomulan,
  interphaseGenerator,
  jaglomShrekInformationBroker,
  kevinUxbridge,
  kivasFajoCollector,
  klingonDeathYell,
  klingonDisruptor,
  klingonPadd,
  klingonRightOfVengeance,
  kurlanNaiskos,
  lifeFormScan,
  longRangeScan,
  loreReturns,
  loresFingernail,
  lossOfOrbitalStability,
  masakaTransformations,
  medicalKit,
  medicalTricorder,
  metaphasicShields,
  neuralServoDevice,
  nutationalShields,
  palorToffAlienTrader,
  particleFountain,
  patternEnhancers,
  plasmaFire,
  q2,
  qNet,
  raiseTheStakes,
  redAlert,
  resQ,
  romulanDisruptor,
  romulanPadd,
  scan,
  shipSeizure,
  spacedock,
  starfleetTypeIIPhaser,
  staticWarpBubble,
  subspaceInterference,
  subspaceSchism,
  subspaceWarpRift,
  supernova,
  tachyonDetectionGrid,
  telepathicAlienKidnappers,
  temporalRift,
  tetryonField,
  theDevil,
  theJuggler,
  theTravelerTranscendence,
  transwarpConduit,
  treatyFederationKlingon,
  treatyFederationRomulan,
  treatyRomulanKlingon,
  thoughtMaker,
  timeTravelPod,
  tricorder,
  toxUthat,
  varonTDisruptor,
  vulcanMindmeld,
  vulcanStoneOfGol,
  warpCoreBreach,
  whereNoOneHasGoneBefore,
  nearWarpTransport,
  wormhole,
  gapsInNormalSpace,
  distortionOfSpaceTimeContinuum,
  hugh,
  rogueBorgMercenaries,
  crosis,
];
