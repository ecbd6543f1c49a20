// The registry of dilemma declarations: a plain list (append a new dilemma's import and entry), looked up by
// blueprint id, and by copy (same title and game text, Rulebook "Copies") for reprints in other sets.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../blueprint';
import { loadCardDatabase } from '../database';
import { alienLabyrinth } from '../dilemmas/au/alien-labyrinth';
import { empathicEcho } from '../dilemmas/au/empathic-echo';
import { hiddenEntrance } from '../dilemmas/au/hidden-entrance';
import { chulaTheLights } from '../dilemmas/bog/chula-the-lights';
import { underFire } from '../dilemmas/bog/under-fire';
import { maglock } from '../dilemmas/fc/maglock';
import { myFirstRaygun } from '../dilemmas/fc/my-first-raygun';
import { primitiveCulture } from '../dilemmas/fc/primitive-culture';
import { shotInTheBack } from '../dilemmas/fc/shot-in-the-back';
import { strictDressCode } from '../dilemmas/fc/strict-dress-code';
import { alienAbduction } from '../dilemmas/premiere/alien-abduction';
import { alienParasites } from '../dilemmas/premiere/alien-parasites';
import { anaphasicOrganism } from '../dilemmas/premiere/anaphasic-organism';
import { ancientComputer } from '../dilemmas/premiere/ancient-computer';
import { archer } from '../dilemmas/premiere/archer';
import { armusSkinOfEvil } from '../dilemmas/premiere/armus-skin-of-evil';
import { barclaysProtomorphosisDisease } from '../dilemmas/premiere/barclays-protomorphosis-disease';
import { birthOfJunior } from '../dilemmas/premiere/birth-of-junior';
import { borgShip } from '../dilemmas/premiere/borg-ship';
import { chalnoth } from '../dilemmas/premiere/chalnoth';
import { cosmicStringFragment } from '../dilemmas/premiere/cosmic-string-fragment';
import { crystallineEntity } from '../dilemmas/premiere/crystalline-entity';
import { cytherians } from '../dilemmas/premiere/cytherians';
import { elAdrelCreature } from '../dilemmas/premiere/el-adrel-creature';
import { femalesLoveInterest } from '../dilemmas/premiere/females-love-interest';
import { firestorm } from '../dilemmas/premiere/firestorm';
import { graviticMine } from '../dilemmas/premiere/gravitic-mine';
import { hologramRuse } from '../dilemmas/premiere/hologram-ruse';
import { hyperAging } from '../dilemmas/premiere/hyper-aging';
import { iconianComputerWeapon } from '../dilemmas/premiere/iconian-computer-weapon';
import { impassableDoor } from '../dilemmas/premiere/impassable-door';
import { ktarianGame } from '../dilemmas/premiere/ktarian-game';
import { malesLoveInterest } from '../dilemmas/premiere/males-love-interest';
import { matriarchalSociety } from '../dilemmas/premiere/matriarchal-society';
import { mentharBoobyTrap } from '../dilemmas/premiere/menthar-booby-trap';
import { microbioticColony } from '../dilemmas/premiere/microbiotic-colony';
import { microvirus } from '../dilemmas/premiere/microvirus';
import { nagilum } from '../dilemmas/premiere/nagilum';
import { nanites } from '../dilemmas/premiere/nanites';
import { nausicaans } from '../dilemmas/premiere/nausicaans';
import { nitriumMetalParasites } from '../dilemmas/premiere/nitrium-metal-parasites';
import { nullSpace } from '../dilemmas/premiere/null-space';
import { phasedMatter } from '../dilemmas/premiere/phased-matter';
import { portalGuard } from '../dilemmas/premiere/portal-guard';
import { q } from '../dilemmas/premiere/q';
import { radioactiveGarbageScow } from '../dilemmas/premiere/radioactive-garbage-scow';
import { rebelEncounter } from '../dilemmas/premiere/rebel-encounter';
import { remFatigueHallucinations } from '../dilemmas/premiere/rem-fatigue-hallucinations';
import { sarjenka } from '../dilemmas/premiere/sarjenka';
import { shakaWhenTheWallsFell } from '../dilemmas/premiere/shaka-when-the-walls-fell';
import { tarellianPlagueShip } from '../dilemmas/premiere/tarellian-plague-ship';
import { temporalCausalityLoop } from '../dilemmas/premiere/temporal-causality-loop';
import { tsiolkovskyInfection } from '../dilemmas/premiere/tsiolkovsky-infection';
import { twoDimensionalCreatures } from '../dilemmas/premiere/two-dimensional-creatures';
import { windDancer } from '../dilemmas/premiere/wind-dancer';
import { androidNightmares } from '../dilemmas/qc/android-nightmares';
import { chulaCrossroads } from '../dilemmas/roa/chula-crossroads';
import type { DilemmaDeclaration } from '../language/dilemma-language';

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
