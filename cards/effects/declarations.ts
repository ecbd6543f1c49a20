// The card text declarations of cards other than dilemmas, one entry per declaration file (cards/effects/README.md
// "Adding a card": append a new card's import and entry). Looked up by cards/effects/index.ts.

import type { CardText } from '../language/language';
import { admiralMcCoy } from './2pg/admiral-mccoy';
import { jarod } from './2pg/jarod';
import { dathon } from './au/dathon';
import { deadInBed } from './au/dead-in-bed';
import { dtan } from './au/dtan';
import { engageShuttleOperations } from './au/engage-shuttle-operations';
import { ipScanner } from './au/ip-scanner';
import { kevinUxbridgeConvergence } from './au/kevin-uxbridge-convergence';
import { kmtar } from './au/kmtar';
import { lowerDecks } from './au/lower-decks';
import { motsAdvice } from './au/mots-advice';
import { thermalDeflectors } from './au/thermal-deflectors';
import { yellowAlert } from './au/yellow-alert';
import { battleBridgeDoor, battleBridgeDoorVp } from './bog/battle-bridge-door';
import { commandeerShip, commandeerShipVoyager } from './bog/commandeer-ship';
import { engageShuttleOperationsDominion } from './bog/engage-shuttle-operations-dominion';
import { eightOfFifteen } from './borg/eight-of-fifteen';
import { elevenOfTwelve } from './borg/eleven-of-twelve';
import { fourOfFifty, fourOfFiftyUndiscoveredCountry } from './brokenbow/four-of-fifty';
import { chancellorMartok } from './dow/chancellor-martok';
import { computerCrash } from './ds9/computer-crash';
import { establishLandingProtocols } from './ds9/establish-landing-protocols';
import { navigatePlasmaStorms } from './ds9/navigate-plasma-storms';
import { treatyRomulanCardassian } from './ds9/treaty-romulan-cardassian';
import { admiralHayes } from './fc/admiral-hayes';
import { borgSphere, queensBorgSphere } from './fc/borg-sphere';
import { eightOfNineteen } from './fc/eight-of-nineteen';
import { eighteenOfNineteen } from './fc/eighteen-of-nineteen';
import { fifteenOfSeventeen } from './fc/fifteen-of-seventeen';
import { fourOfEleven } from './fc/four-of-eleven';
import { missionDebriefing, missionDebriefingVoyager } from './fc/mission-debriefing';
import { sixOfEleven } from './fc/six-of-eleven';
import { starfleetTypeIIIPhaserRifle } from './fc/starfleet-type-iii-phaser-rifle';
import { theLineMustBeDrawnHere } from './fc/the-line-must-be-drawn-here';
import { thirteenOfNineteen } from './fc/thirteen-of-nineteen';
import { twoOfNineteen } from './fc/two-of-nineteen';
import { holdingCellDoor } from './hf6/holding-cell-door';
import { suna, sunaVirtualPromo } from './otsd/suna';
import { alienGroupie } from './premiere/alien-groupie';
import { alienProbe } from './premiere/alien-probe';
import { amandaRogers } from './premiere/amanda-rogers';
import { antiTimeAnomaly } from './premiere/anti-time-anomaly';
import { asteroidSanctuary } from './premiere/asteroid-sanctuary';
import { atmosphericIonization } from './premiere/atmospheric-ionization';
import { autoDestructSequence } from './premiere/auto-destruct-sequence';
import { betazoidGiftBox } from './premiere/betazoid-gift-box';
import { bynarsWeaponEnhancement } from './premiere/bynars-weapon-enhancement';
import { crosis } from './premiere/crosis';
import { disruptorOverload } from './premiere/disruptor-overload';
import { distortionField } from './premiere/distortion-field';
import { distortionOfSpaceTimeContinuum } from './premiere/distortion-of-space-time-continuum';
import { emergencyTransporterArmbands } from './premiere/emergency-transporter-armbands';
import { energyVortex } from './premiere/energy-vortex';
import { engineeringKit } from './premiere/engineering-kit';
import { engineeringPadd } from './premiere/engineering-padd';
import { escapePod } from './premiere/escape-pod';
import { espionageFederationOnKlingon } from './premiere/espionage-federation-on-klingon';
import { espionageKlingonOnFederation } from './premiere/espionage-klingon-on-federation';
import { espionageRomulanOnFederation } from './premiere/espionage-romulan-on-federation';
import { espionageRomulanOnKlingon } from './premiere/espionage-romulan-on-klingon';
import { exocomp } from './premiere/exocomp';
import { federationPadd } from './premiere/federation-padd';
import { fullPlanetScan } from './premiere/full-planet-scan';
import { gapsInNormalSpace } from './premiere/gaps-in-normal-space';
import { genetronicReplicator } from './premiere/genetronic-replicator';
import { goddessOfEmpathy } from './premiere/goddess-of-empathy';
import { holoProjectors } from './premiere/holo-projectors';
import { honorChallenge } from './premiere/honor-challenge';
import { horgahn } from './premiere/horgahn';
import { hugh } from './premiere/hugh';
import {
  incomingMessageFederation,
  incomingMessageKlingon,
  incomingMessageRomulan,
} from './premiere/incoming-message';
import { interphaseGenerator } from './premiere/interphase-generator';
import { jaglomShrekInformationBroker } from './premiere/jaglom-shrek-information-broker';
import { kevinUxbridge } from './premiere/kevin-uxbridge';
import { kivasFajoCollector } from './premiere/kivas-fajo-collector';
import { klingonDeathYell } from './premiere/klingon-death-yell';
import { klingonDisruptor } from './premiere/klingon-disruptor';
import { klingonPadd } from './premiere/klingon-padd';
import { klingonRightOfVengeance } from './premiere/klingon-right-of-vengeance';
import { kurlanNaiskos } from './premiere/kurlan-naiskos';
import { lifeFormScan } from './premiere/life-form-scan';
import { longRangeScan } from './premiere/long-range-scan';
import { loreReturns } from './premiere/lore-returns';
import { loresFingernail } from './premiere/lores-fingernail';
import { lossOfOrbitalStability } from './premiere/loss-of-orbital-stability';
import { masakaTransformations } from './premiere/masaka-transformations';
import { medicalKit } from './premiere/medical-kit';
import { medicalTricorder } from './premiere/medical-tricorder';
import { metaphasicShields } from './premiere/metaphasic-shields';
import { nearWarpTransport } from './premiere/near-warp-transport';
import { neuralServoDevice } from './premiere/neural-servo-device';
import { nutationalShields } from './premiere/nutational-shields';
import { palorToffAlienTrader } from './premiere/palor-toff-alien-trader';
import { particleFountain } from './premiere/particle-fountain';
import { patternEnhancers } from './premiere/pattern-enhancers';
import { plasmaFire } from './premiere/plasma-fire';
import { qNet } from './premiere/q-net';
import { q2 } from './premiere/q2';
import { raiseTheStakes } from './premiere/raise-the-stakes';
import { redAlert } from './premiere/red-alert';
import { resQ } from './premiere/res-q';
import { rogueBorgMercenaries } from './premiere/rogue-borg-mercenaries';
import { romulanDisruptor } from './premiere/romulan-disruptor';
import { romulanPadd } from './premiere/romulan-padd';
import { scan } from './premiere/scan';
import { shipSeizure } from './premiere/ship-seizure';
import { spacedock } from './premiere/spacedock';
import { starfleetTypeIIPhaser } from './premiere/starfleet-type-ii-phaser';
import { staticWarpBubble } from './premiere/static-warp-bubble';
import { subspaceInterference } from './premiere/subspace-interference';
import { subspaceSchism } from './premiere/subspace-schism';
import { subspaceWarpRift } from './premiere/subspace-warp-rift';
import { supernova } from './premiere/supernova';
import { tachyonDetectionGrid } from './premiere/tachyon-detection-grid';
import { telepathicAlienKidnappers } from './premiere/telepathic-alien-kidnappers';
import { temporalRift } from './premiere/temporal-rift';
import { tetryonField } from './premiere/tetryon-field';
import { theDevil } from './premiere/the-devil';
import { theJuggler } from './premiere/the-juggler';
import { theTravelerTranscendence } from './premiere/the-traveler-transcendence';
import { thoughtMaker } from './premiere/thought-maker';
import { timeTravelPod } from './premiere/time-travel-pod';
import { toxUthat } from './premiere/tox-uthat';
import { transwarpConduit } from './premiere/transwarp-conduit';
import { treatyFederationKlingon } from './premiere/treaty-federation-klingon';
import { treatyFederationRomulan } from './premiere/treaty-federation-romulan';
import { treatyRomulanKlingon } from './premiere/treaty-romulan-klingon';
import { tricorder } from './premiere/tricorder';
import { varonTDisruptor } from './premiere/varon-t-disruptor';
import { vulcanMindmeld } from './premiere/vulcan-mindmeld';
import { vulcanStoneOfGol } from './premiere/vulcan-stone-of-gol';
import { warpCoreBreach } from './premiere/warp-core-breach';
import { whereNoOneHasGoneBefore } from './premiere/where-no-one-has-gone-before';
import { wormhole } from './premiere/wormhole';
import { barberPole } from './qc/barber-pole';
import { iraGraves } from './qc/ira-graves';
import { kahlest } from './qc/kahlest';
import { keikoOBrien } from './qc/keiko-obrien';
import { plasmadyneRelay } from './qc/plasmadyne-relay';
import { eightOfTwenty } from './qwho/eight-of-twenty';
import { twelveOfNinetySix } from './rif/twelve-of-ninety-six';
import { apnex } from './roa/apnex';
import { phasedCloakingDevice } from './roa/phased-cloaking-device';
import { glinnTelak } from './sfl/glinn-telak';
import { rishon } from './sog/rishon';
import { sixOfSeven, sixOfSevenReflections } from './sog/six-of-seven';
import { slingshotEffect } from './ssttr/slingshot-effect';
import { tacticUsers } from './tactic-users';
import { tactics } from './tactics';
import { administratorKilana } from './tgq/administrator-kilana';
import { campKhitomer, campKhitomerVirtualPromo } from './tmp/camp-khitomer';
import { liseria, sonaBattleship } from './tmp/sona-battleship';
import { praxus } from './tnz/praxus';
import { columbus } from './twt/columbus';
import { hundredThousandTribbles } from './twt/hundred-thousand-tribbles';
import { hundredTribbles } from './twt/hundred-tribbles';
import { oneTribble } from './twt/one-tribble';
import { storageCompartmentDoor } from './twt/storage-compartment-door';
import { tenThousandTribbles } from './twt/ten-thousand-tribbles';
import { tenTribbles } from './twt/ten-tribbles';
import { thousandTribbles } from './twt/thousand-tribbles';
import { troubleInTheEngineRoom } from './twt/trouble-in-the-engine-room';
import { troubleOnTheStation } from './twt/trouble-on-the-station';
import { blueAlert } from './voy/blue-alert';
import { kazonRaider } from './voy/kazon-raider';
import { kazonWarship } from './voy/kazon-warship';
import { type9Shuttlecraft } from './voy/type-9-shuttlecraft';

/** Every declared card text. */
export const declarations: ReadonlyArray<CardText> = [
  admiralMcCoy,
  alienGroupie,
  alienProbe,
  amandaRogers,
  antiTimeAnomaly,
  asteroidSanctuary,
  atmosphericIonization,
  autoDestructSequence,
  betazoidGiftBox,
  blueAlert,
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
  jarod,
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
  treatyRomulanCardassian,
  computerCrash,
  navigatePlasmaStorms,
  theLineMustBeDrawnHere,
  missionDebriefing,
  missionDebriefingVoyager,
  engageShuttleOperations,
  engageShuttleOperationsDominion,
  establishLandingProtocols,
  holdingCellDoor,
  storageCompartmentDoor,
  battleBridgeDoor,
  battleBridgeDoorVp,
  twelveOfNinetySix,
  praxus,
  sixOfEleven,
  fifteenOfSeventeen,
  elevenOfTwelve,
  twoOfNineteen,
  kazonWarship,
  kazonRaider,
  sonaBattleship,
  liseria,
  campKhitomer,
  campKhitomerVirtualPromo,
  slingshotEffect,
  borgSphere,
  queensBorgSphere,
  columbus,
  oneTribble,
  tenTribbles,
  hundredTribbles,
  thousandTribbles,
  tenThousandTribbles,
  hundredThousandTribbles,
  troubleInTheEngineRoom,
  troubleOnTheStation,
  type9Shuttlecraft,
  apnex,
  phasedCloakingDevice,
  commandeerShip,
  commandeerShipVoyager,
  ...tactics,
  ...tacticUsers,
  suna,
  sunaVirtualPromo,
  eightOfTwenty,
  chancellorMartok,
  administratorKilana,
  glinnTelak,
  rishon,
  sixOfSeven,
  sixOfSevenReflections,
  eightOfFifteen,
  fourOfFifty,
  fourOfFiftyUndiscoveredCountry,
  keikoOBrien,
  kmtar,
  kahlest,
  dtan,
  eightOfNineteen,
  eighteenOfNineteen,
  fourOfEleven,
  thirteenOfNineteen,
  yellowAlert,
  lowerDecks,
  motsAdvice,
  barberPole,
  starfleetTypeIIIPhaserRifle,
  plasmadyneRelay,
  admiralHayes,
  thermalDeflectors,
  kevinUxbridgeConvergence,
  ipScanner,
  deadInBed,
  iraGraves,
  dathon,
];
