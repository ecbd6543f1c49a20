// The registry of dilemma declarations: a plain list (append a new dilemma's import and entry), looked up by
// blueprint id, and by copy (same title and game text, Rulebook "Copies") for reprints in other sets.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../blueprint';
import { loadCardDatabase } from '../database';
import type { DilemmaDeclaration } from '../language/dilemma-language';
import { alienLabyrinth } from './au/alien-labyrinth';
import { empathicEcho } from './au/empathic-echo';
import { hiddenEntrance } from './au/hidden-entrance';
import { chulaTheLights } from './bog/chula-the-lights';
import { underFire } from './bog/under-fire';
import { maglock } from './fc/maglock';
import { myFirstRaygun } from './fc/my-first-raygun';
import { primitiveCulture } from './fc/primitive-culture';
import { shotInTheBack } from './fc/shot-in-the-back';
import { strictDressCode } from './fc/strict-dress-code';
import { alienAbduction } from './premiere/alien-abduction';
import { alienParasites } from './premiere/alien-parasites';
import { anaphasicOrganism } from './premiere/anaphasic-organism';
import { ancientComputer } from './premiere/ancient-computer';
import { archer } from './premiere/archer';
import { armusSkinOfEvil } from './premiere/armus-skin-of-evil';
import { barclaysProtomorphosisDisease } from './premiere/barclays-protomorphosis-disease';
import { birthOfJunior } from './premiere/birth-of-junior';
import { borgShip } from './premiere/borg-ship';
import { chalnoth } from './premiere/chalnoth';
import { cosmicStringFragment } from './premiere/cosmic-string-fragment';
import { crystallineEntity } from './premiere/crystalline-entity';
import { cytherians } from './premiere/cytherians';
import { elAdrelCreature } from './premiere/el-adrel-creature';
import { femalesLoveInterest } from './premiere/females-love-interest';
import { firestorm } from './premiere/firestorm';
import { graviticMine } from './premiere/gravitic-mine';
import { hologramRuse } from './premiere/hologram-ruse';
import { hyperAging } from './premiere/hyper-aging';
import { iconianComputerWeapon } from './premiere/iconian-computer-weapon';
import { impassableDoor } from './premiere/impassable-door';
import { ktarianGame } from './premiere/ktarian-game';
import { malesLoveInterest } from './premiere/males-love-interest';
import { matriarchalSociety } from './premiere/matriarchal-society';
import { mentharBoobyTrap } from './premiere/menthar-booby-trap';
import { microbioticColony } from './premiere/microbiotic-colony';
import { microvirus } from './premiere/microvirus';
import { nagilum } from './premiere/nagilum';
import { nanites } from './premiere/nanites';
import { nausicaans } from './premiere/nausicaans';
import { nitriumMetalParasites } from './premiere/nitrium-metal-parasites';
import { nullSpace } from './premiere/null-space';
import { phasedMatter } from './premiere/phased-matter';
import { portalGuard } from './premiere/portal-guard';
import { q } from './premiere/q';
import { radioactiveGarbageScow } from './premiere/radioactive-garbage-scow';
import { rebelEncounter } from './premiere/rebel-encounter';
import { remFatigueHallucinations } from './premiere/rem-fatigue-hallucinations';
import { sarjenka } from './premiere/sarjenka';
import { shakaWhenTheWallsFell } from './premiere/shaka-when-the-walls-fell';
import { tarellianPlagueShip } from './premiere/tarellian-plague-ship';
import { temporalCausalityLoop } from './premiere/temporal-causality-loop';
import { tsiolkovskyInfection } from './premiere/tsiolkovsky-infection';
import { twoDimensionalCreatures } from './premiere/two-dimensional-creatures';
import { windDancer } from './premiere/wind-dancer';
import { androidNightmares } from './qc/android-nightmares';
import { chulaCrossroads } from './roa/chula-crossroads';

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * Every implemented dilemma.
 * @category instances
 */
export const declarations: ReadonlyArray<DilemmaDeclaration> = [
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
  chulaCrossroads,
  chulaTheLights,
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
  myFirstRaygun,
  shotInTheBack,
  maglock,
  strictDressCode,
  primitiveCulture,
  androidNightmares,
  alienLabyrinth,
  hiddenEntrance,
  empathicEcho,
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
  underFire,
  windDancer,
];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

let index: ReadonlyMap<string, DilemmaDeclaration> | undefined;

// Rulebook "Copies": the same title and game text; reprints differ at most in punctuation ("MEDICAL, SCIENCE, and")
const copyKey = (b: Blueprint): string =>
  `${b.title}\u0000${b.text.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;

const lookup = (): ReadonlyMap<string, DilemmaDeclaration> => {
  if (index !== undefined) return index;
  const db = loadCardDatabase();
  const map = new Map<string, DilemmaDeclaration>();
  for (const d of declarations) map.set(copyKey(db.blueprint(d.blueprint)), d);
  for (const d of declarations) map.set(d.blueprint, d);
  index = map;
  return map;
};

// Rulebook "Copies": a card with the same title and game text is a copy, so a reprint shares its declaration
/**
 * The declaration of a dilemma printing, by blueprint id or as a copy of a declared printing; none if unimplemented.
 * @category operations
 */
export const declarationOf = (blueprint: Blueprint): O.Option<DilemmaDeclaration> =>
  O.fromNullable(lookup().get(blueprint.id) ?? lookup().get(copyKey(blueprint)));

/**
 * The dilemmas of the card database (of one release, e.g. `premiere`, when given) whose text is not implemented.
 * @category operations
 */
export const unimplementedDilemmas = (release?: string): ReadonlyArray<Blueprint> =>
  loadCardDatabase().all.filter(
    (b) =>
      (b.type === 'Dilemma' || b.type === 'Q Dilemma') &&
      (release === undefined || b.release === release) &&
      O.isNone(declarationOf(b)),
  );
