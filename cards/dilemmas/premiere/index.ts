// The dilemmas declared in this set folder (cards/dilemmas/premiere/), listed by the registry
// (cards/registry/dilemmas.ts): append a new card's import and entry here.
import type { DilemmaDeclaration } from '../../language/dilemma-language';
import { alienAbduction } from './alien-abduction';
import { alienParasites } from './alien-parasites';
import { anaphasicOrganism } from './anaphasic-organism';
import { ancientComputer } from './ancient-computer';
import { archer } from './archer';
import { armusSkinOfEvil } from './armus-skin-of-evil';
import { barclaysProtomorphosisDisease } from './barclays-protomorphosis-disease';
import { birthOfJunior } from './birth-of-junior';
import { borgShip } from './borg-ship';
import { chalnoth } from './chalnoth';
import { cosmicStringFragment } from './cosmic-string-fragment';
import { crystallineEntity } from './crystalline-entity';
import { cytherians } from './cytherians';
import { elAdrelCreature } from './el-adrel-creature';
import { femalesLoveInterest } from './females-love-interest';
import { firestorm } from './firestorm';
import { graviticMine } from './gravitic-mine';
import { hologramRuse } from './hologram-ruse';
import { hyperAging } from './hyper-aging';
import { iconianComputerWeapon } from './iconian-computer-weapon';
import { impassableDoor } from './impassable-door';
import { ktarianGame } from './ktarian-game';
import { malesLoveInterest } from './males-love-interest';
import { matriarchalSociety } from './matriarchal-society';
import { mentharBoobyTrap } from './menthar-booby-trap';
import { microbioticColony } from './microbiotic-colony';
import { microvirus } from './microvirus';
import { nagilum } from './nagilum';
import { nanites } from './nanites';
import { nausicaans } from './nausicaans';
import { nitriumMetalParasites } from './nitrium-metal-parasites';
import { nullSpace } from './null-space';
import { phasedMatter } from './phased-matter';
import { portalGuard } from './portal-guard';
import { q } from './q';
import { radioactiveGarbageScow } from './radioactive-garbage-scow';
import { rebelEncounter } from './rebel-encounter';
import { remFatigueHallucinations } from './rem-fatigue-hallucinations';
import { sarjenka } from './sarjenka';
import { shakaWhenTheWallsFell } from './shaka-when-the-walls-fell';
import { tarellianPlagueShip } from './tarellian-plague-ship';
import { temporalCausalityLoop } from './temporal-causality-loop';
import { tsiolkovskyInfection } from './tsiolkovsky-infection';
import { twoDimensionalCreatures } from './two-dimensional-creatures';
import { windDancer } from './wind-dancer';

/** The declared dilemmas of this set. */
export const dilemmas: ReadonlyArray<DilemmaDeclaration> = [
  alienAbduction,
  alienParasites,
  anaphasicOrganism,
  ancientComputer,
  archer,
  armusSkinOfEvil,
  barclaysProtomorphosisDisease,
  birthOfJunior,
  borgShip,
  chalnoth,
  cosmicStringFragment,
  crystallineEntity,
  cytherians,
  elAdrelCreature,
  femalesLoveInterest,
  firestorm,
  graviticMine,
  hologramRuse,
  hyperAging,
  iconianComputerWeapon,
  impassableDoor,
  ktarianGame,
  malesLoveInterest,
  matriarchalSociety,
  mentharBoobyTrap,
  microbioticColony,
  microvirus,
  nagilum,
  nanites,
  nausicaans,
  nitriumMetalParasites,
  nullSpace,
  phasedMatter,
  portalGuard,
  q,
  radioactiveGarbageScow,
  rebelEncounter,
  remFatigueHallucinations,
  sarjenka,
  shakaWhenTheWallsFell,
  tarellianPlagueShip,
  temporalCausalityLoop,
  tsiolkovskyInfection,
  twoDimensionalCreatures,
  windDancer,
];
