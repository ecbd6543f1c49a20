// The card text declarations of cards other than dilemmas, one entry per declaration file (cards/effects/README.md
// "Adding a card": append a new card's import and entry). Looked up by cards/registry/card-texts.ts.

import { admiralMcCoy } from '../effects/2pg/admiral-mccoy';
import { jarod } from '../effects/2pg/jarod';
import { dathon } from '../effects/au/dathon';
import { deadInBed } from '../effects/au/dead-in-bed';
import { dtan } from '../effects/au/dtan';
import { engageShuttleOperations } from '../effects/au/engage-shuttle-operations';
import { ipScanner } from '../effects/au/ip-scanner';
import { kevinUxbridgeConvergence } from '../effects/au/kevin-uxbridge-convergence';
import { kmtar } from '../effects/au/kmtar';
import { lowerDecks } from '../effects/au/lower-decks';
import { motsAdvice } from '../effects/au/mots-advice';
import { thermalDeflectors } from '../effects/au/thermal-deflectors';
import { yellowAlert } from '../effects/au/yellow-alert';
import { battleBridgeDoor, battleBridgeDoorVp } from '../effects/bog/battle-bridge-door';
import { commandeerShip, commandeerShipVoyager } from '../effects/bog/commandeer-ship';
import { engageShuttleOperationsDominion } from '../effects/bog/engage-shuttle-operations-dominion';
import { eightOfFifteen } from '../effects/borg/eight-of-fifteen';
import { elevenOfTwelve } from '../effects/borg/eleven-of-twelve';
import { fourOfFifty, fourOfFiftyUndiscoveredCountry } from '../effects/brokenbow/four-of-fifty';
import { chancellorMartok } from '../effects/dow/chancellor-martok';
import { computerCrash } from '../effects/ds9/computer-crash';
import { establishLandingProtocols } from '../effects/ds9/establish-landing-protocols';
import { navigatePlasmaStorms } from '../effects/ds9/navigate-plasma-storms';
import { treatyRomulanCardassian } from '../effects/ds9/treaty-romulan-cardassian';
import { admiralHayes } from '../effects/fc/admiral-hayes';
import { borgSphere, queensBorgSphere } from '../effects/fc/borg-sphere';
import { eightOfNineteen } from '../effects/fc/eight-of-nineteen';
import { eighteenOfNineteen } from '../effects/fc/eighteen-of-nineteen';
import { fifteenOfSeventeen } from '../effects/fc/fifteen-of-seventeen';
import { fourOfEleven } from '../effects/fc/four-of-eleven';
import { missionDebriefing, missionDebriefingVoyager } from '../effects/fc/mission-debriefing';
import { sixOfEleven } from '../effects/fc/six-of-eleven';
import { starfleetTypeIIIPhaserRifle } from '../effects/fc/starfleet-type-iii-phaser-rifle';
import { theLineMustBeDrawnHere } from '../effects/fc/the-line-must-be-drawn-here';
import { thirteenOfNineteen } from '../effects/fc/thirteen-of-nineteen';
import { twoOfNineteen } from '../effects/fc/two-of-nineteen';
import { holdingCellDoor } from '../effects/hf6/holding-cell-door';
import { suna, sunaVirtualPromo } from '../effects/otsd/suna';
import { alienGroupie } from '../effects/premiere/alien-groupie';
import { alienProbe } from '../effects/premiere/alien-probe';
import { amandaRogers } from '../effects/premiere/amanda-rogers';
import { antiTimeAnomaly } from '../effects/premiere/anti-time-anomaly';
import { asteroidSanctuary } from '../effects/premiere/asteroid-sanctuary';
import { atmosphericIonization } from '../effects/premiere/atmospheric-ionization';
import { autoDestructSequence } from '../effects/premiere/auto-destruct-sequence';
import { betazoidGiftBox } from '../effects/premiere/betazoid-gift-box';
import { bynarsWeaponEnhancement } from '../effects/premiere/bynars-weapon-enhancement';
import { crosis } from '../effects/premiere/crosis';
import { disruptorOverload } from '../effects/premiere/disruptor-overload';
import { distortionField } from '../effects/premiere/distortion-field';
import { distortionOfSpaceTimeContinuum } from '../effects/premiere/distortion-of-space-time-continuum';
import { emergencyTransporterArmbands } from '../effects/premiere/emergency-transporter-armbands';
import { energyVortex } from '../effects/premiere/energy-vortex';
import { engineeringKit } from '../effects/premiere/engineering-kit';
import { engineeringPadd } from '../effects/premiere/engineering-padd';
import { escapePod } from '../effects/premiere/escape-pod';
import { espionageFederationOnKlingon } from '../effects/premiere/espionage-federation-on-klingon';
import { espionageKlingonOnFederation } from '../effects/premiere/espionage-klingon-on-federation';
import { espionageRomulanOnFederation } from '../effects/premiere/espionage-romulan-on-federation';
import { espionageRomulanOnKlingon } from '../effects/premiere/espionage-romulan-on-klingon';
import { exocomp } from '../effects/premiere/exocomp';
import { federationPadd } from '../effects/premiere/federation-padd';
import { fullPlanetScan } from '../effects/premiere/full-planet-scan';
import { gapsInNormalSpace } from '../effects/premiere/gaps-in-normal-space';
import { genetronicReplicator } from '../effects/premiere/genetronic-replicator';
import { goddessOfEmpathy } from '../effects/premiere/goddess-of-empathy';
import { holoProjectors } from '../effects/premiere/holo-projectors';
import { honorChallenge } from '../effects/premiere/honor-challenge';
import { horgahn } from '../effects/premiere/horgahn';
import { hugh } from '../effects/premiere/hugh';
import {
  incomingMessageFederation,
  incomingMessageKlingon,
  incomingMessageRomulan,
} from '../effects/premiere/incoming-message';
import { interphaseGenerator } from '../effects/premiere/interphase-generator';
import { jaglomShrekInformationBroker } from '../effects/premiere/jaglom-shrek-information-broker';
import { kevinUxbridge } from '../effects/premiere/kevin-uxbridge';
import { kivasFajoCollector } from '../effects/premiere/kivas-fajo-collector';
import { klingonDeathYell } from '../effects/premiere/klingon-death-yell';
import { klingonDisruptor } from '../effects/premiere/klingon-disruptor';
import { klingonPadd } from '../effects/premiere/klingon-padd';
import { klingonRightOfVengeance } from '../effects/premiere/klingon-right-of-vengeance';
import { kurlanNaiskos } from '../effects/premiere/kurlan-naiskos';
import { lifeFormScan } from '../effects/premiere/life-form-scan';
import { longRangeScan } from '../effects/premiere/long-range-scan';
import { loreReturns } from '../effects/premiere/lore-returns';
import { loresFingernail } from '../effects/premiere/lores-fingernail';
import { lossOfOrbitalStability } from '../effects/premiere/loss-of-orbital-stability';
import { masakaTransformations } from '../effects/premiere/masaka-transformations';
import { medicalKit } from '../effects/premiere/medical-kit';
import { medicalTricorder } from '../effects/premiere/medical-tricorder';
import { metaphasicShields } from '../effects/premiere/metaphasic-shields';
import { nearWarpTransport } from '../effects/premiere/near-warp-transport';
import { neuralServoDevice } from '../effects/premiere/neural-servo-device';
import { nutationalShields } from '../effects/premiere/nutational-shields';
import { palorToffAlienTrader } from '../effects/premiere/palor-toff-alien-trader';
import { particleFountain } from '../effects/premiere/particle-fountain';
import { patternEnhancers } from '../effects/premiere/pattern-enhancers';
import { plasmaFire } from '../effects/premiere/plasma-fire';
import { qNet } from '../effects/premiere/q-net';
import { q2 } from '../effects/premiere/q2';
import { raiseTheStakes } from '../effects/premiere/raise-the-stakes';
import { redAlert } from '../effects/premiere/red-alert';
import { resQ } from '../effects/premiere/res-q';
import { rogueBorgMercenaries } from '../effects/premiere/rogue-borg-mercenaries';
import { romulanDisruptor } from '../effects/premiere/romulan-disruptor';
import { romulanPadd } from '../effects/premiere/romulan-padd';
import { scan } from '../effects/premiere/scan';
import { shipSeizure } from '../effects/premiere/ship-seizure';
import { spacedock } from '../effects/premiere/spacedock';
import { starfleetTypeIIPhaser } from '../effects/premiere/starfleet-type-ii-phaser';
import { staticWarpBubble } from '../effects/premiere/static-warp-bubble';
import { subspaceInterference } from '../effects/premiere/subspace-interference';
import { subspaceSchism } from '../effects/premiere/subspace-schism';
import { subspaceWarpRift } from '../effects/premiere/subspace-warp-rift';
import { supernova } from '../effects/premiere/supernova';
import { tachyonDetectionGrid } from '../effects/premiere/tachyon-detection-grid';
import { telepathicAlienKidnappers } from '../effects/premiere/telepathic-alien-kidnappers';
import { temporalRift } from '../effects/premiere/temporal-rift';
import { tetryonField } from '../effects/premiere/tetryon-field';
import { theDevil } from '../effects/premiere/the-devil';
import { theJuggler } from '../effects/premiere/the-juggler';
import { theTravelerTranscendence } from '../effects/premiere/the-traveler-transcendence';
import { thoughtMaker } from '../effects/premiere/thought-maker';
import { timeTravelPod } from '../effects/premiere/time-travel-pod';
import { toxUthat } from '../effects/premiere/tox-uthat';
import { transwarpConduit } from '../effects/premiere/transwarp-conduit';
import { treatyFederationKlingon } from '../effects/premiere/treaty-federation-klingon';
import { treatyFederationRomulan } from '../effects/premiere/treaty-federation-romulan';
import { treatyRomulanKlingon } from '../effects/premiere/treaty-romulan-klingon';
import { tricorder } from '../effects/premiere/tricorder';
import { varonTDisruptor } from '../effects/premiere/varon-t-disruptor';
import { vulcanMindmeld } from '../effects/premiere/vulcan-mindmeld';
import { vulcanStoneOfGol } from '../effects/premiere/vulcan-stone-of-gol';
import { warpCoreBreach } from '../effects/premiere/warp-core-breach';
import { whereNoOneHasGoneBefore } from '../effects/premiere/where-no-one-has-gone-before';
import { wormhole } from '../effects/premiere/wormhole';
import { barberPole } from '../effects/qc/barber-pole';
import { iraGraves } from '../effects/qc/ira-graves';
import { kahlest } from '../effects/qc/kahlest';
import { keikoOBrien } from '../effects/qc/keiko-obrien';
import { plasmadyneRelay } from '../effects/qc/plasmadyne-relay';
import { eightOfTwenty } from '../effects/qwho/eight-of-twenty';
import { twelveOfNinetySix } from '../effects/rif/twelve-of-ninety-six';
import { apnex } from '../effects/roa/apnex';
import { phasedCloakingDevice } from '../effects/roa/phased-cloaking-device';
import { glinnTelak } from '../effects/sfl/glinn-telak';
import { rishon } from '../effects/sog/rishon';
import { sixOfSeven, sixOfSevenReflections } from '../effects/sog/six-of-seven';
import { slingshotEffect } from '../effects/ssttr/slingshot-effect';
import { administratorKilana } from '../effects/tgq/administrator-kilana';
import { campKhitomer, campKhitomerVirtualPromo } from '../effects/tmp/camp-khitomer';
import { liseria, sonaBattleship } from '../effects/tmp/sona-battleship';
import { praxus } from '../effects/tnz/praxus';
import { columbus } from '../effects/twt/columbus';
import { hundredThousandTribbles } from '../effects/twt/hundred-thousand-tribbles';
import { hundredTribbles } from '../effects/twt/hundred-tribbles';
import { oneTribble } from '../effects/twt/one-tribble';
import { storageCompartmentDoor } from '../effects/twt/storage-compartment-door';
import { tenThousandTribbles } from '../effects/twt/ten-thousand-tribbles';
import { tenTribbles } from '../effects/twt/ten-tribbles';
import { thousandTribbles } from '../effects/twt/thousand-tribbles';
import { troubleInTheEngineRoom } from '../effects/twt/trouble-in-the-engine-room';
import { troubleOnTheStation } from '../effects/twt/trouble-on-the-station';
import { blueAlert } from '../effects/voy/blue-alert';
import { kazonRaider } from '../effects/voy/kazon-raider';
import { kazonWarship } from '../effects/voy/kazon-warship';
import { type9Shuttlecraft } from '../effects/voy/type-9-shuttlecraft';
import type { CardText } from '../language/language';
import { tacticUsers } from './tactic-users';
import { tactics } from './tactics';

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
