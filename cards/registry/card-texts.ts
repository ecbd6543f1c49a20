// The registry of card text declarations for cards other than dilemmas: the lists of the set folders
// (cards/effects/<set>/index.ts), looked up by blueprint id, and by copy (same title and game text, Rulebook "Copies")
// for reprints.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../blueprint';
import { copyKey } from '../copies';
import { loadCardDatabase } from '../database';
import { cardTexts as set2pg } from '../effects/2pg';
import { cardTexts as set20th } from '../effects/20th';
import { cardTexts as agt } from '../effects/agt';
import { cardTexts as au } from '../effects/au';
import { cardTexts as aut } from '../effects/aut';
import { cardTexts as bog } from '../effects/bog';
import { cardTexts as borg } from '../effects/borg';
import { cardTexts as brokenbow } from '../effects/brokenbow';
import { cardTexts as cage } from '../effects/cage';
import { cardTexts as comingofag } from '../effects/comingofag';
import { cardTexts as crossover } from '../effects/crossover';
import { cardTexts as crossovers } from '../effects/crossovers';
import { cardTexts as dom } from '../effects/dom';
import { cardTexts as dow } from '../effects/dow';
import { cardTexts as ds9 } from '../effects/ds9';
import { cardTexts as emissary } from '../effects/emissary';
import { cardTexts as engage } from '../effects/engage';
import { cardTexts as enterprise } from '../effects/enterprise';
import { cardTexts as fc } from '../effects/fc';
import { cardTexts as ha } from '../effects/ha';
import { cardTexts as hf4 } from '../effects/hf4';
import { cardTexts as hf6 } from '../effects/hf6';
import { cardTexts as lfl } from '../effects/lfl';
import { cardTexts as llap } from '../effects/llap';
import { cardTexts as lookinggla } from '../effects/lookinggla';
import { cardTexts as ls } from '../effects/ls';
import { cardTexts as maquis } from '../effects/maquis';
import { cardTexts as mm } from '../effects/mm';
import { cardTexts as nem } from '../effects/nem';
import { cardTexts as otsd } from '../effects/otsd';
import { cardTexts as pl } from '../effects/pl';
import { cardTexts as plw } from '../effects/plw';
import { cardTexts as premiere } from '../effects/premiere';
import { cardTexts as qc } from '../effects/qc';
import { cardTexts as qwho } from '../effects/qwho';
import { cardTexts as rif } from '../effects/rif';
import { cardTexts as roa } from '../effects/roa';
import { cardTexts as sfl } from '../effects/sfl';
import { cardTexts as sog } from '../effects/sog';
import { cardTexts as sotl } from '../effects/sotl';
import { cardTexts as ssttr } from '../effects/ssttr';
import { cardTexts as terran } from '../effects/terran';
import { cardTexts as tgq } from '../effects/tgq';
import { cardTexts as tmp } from '../effects/tmp';
import { cardTexts as tng } from '../effects/tng';
import { cardTexts as tnz } from '../effects/tnz';
import { cardTexts as tstl } from '../effects/tstl';
import { cardTexts as twt } from '../effects/twt';
import { cardTexts as voy } from '../effects/voy';
import type { CardText } from '../language/language';

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

// The order of the lists does not matter: no two declarations are of one printing or copies of each other
// (card-texts.test.ts), so each key of the lookup has one declaration.
/**
 * Every declared card text, set folder by set folder (a new set folder's list is appended).
 * @category instances
 */
export const declarations: ReadonlyArray<CardText> = [
  ...set2pg,
  ...premiere,
  ...voy,
  ...ds9,
  ...fc,
  ...au,
  ...bog,
  ...hf6,
  ...twt,
  ...rif,
  ...tnz,
  ...borg,
  ...tmp,
  ...ssttr,
  ...roa,
  ...llap,
  ...terran,
  ...plw,
  ...cage,
  ...enterprise,
  ...aut,
  ...maquis,
  ...lfl,
  ...tng,
  ...sotl,
  ...set20th,
  ...dom,
  ...otsd,
  ...qwho,
  ...dow,
  ...tgq,
  ...sfl,
  ...sog,
  ...brokenbow,
  ...qc,
  ...ha,
  ...agt,
  ...crossovers,
  ...lookinggla,
  ...emissary,
  ...pl,
  ...tstl,
  ...engage,
  ...nem,
  ...hf4,
  ...mm,
  ...ls,
  ...crossover,
  ...comingofag,
];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

let index: ReadonlyMap<string, CardText> | undefined;

const lookup = (): ReadonlyMap<string, CardText> => {
  if (index !== undefined) return index;
  const db = loadCardDatabase();
  const map = new Map<string, CardText>();
  for (const d of declarations) map.set(copyKey(db.blueprint(d.blueprint)), d);
  for (const d of declarations) map.set(d.blueprint, d);
  index = map;
  return map;
};

// Rulebook "Copies": a card with the same title and game text is a copy, so a reprint shares its declaration
/**
 * The declared game text of a printing, by blueprint id or as a copy of a declared printing; none if undeclared.
 * @category operations
 */
export const textOf = (blueprint: Blueprint): O.Option<CardText> =>
  O.fromNullable(
    standInTexts.get(blueprint.id) ?? lookup().get(blueprint.id) ?? lookup().get(copyKey(blueprint)),
  );

// the declared texts of stand-in cards (cards/registry/stand-ins.ts), by blueprint id
const standInTexts = new Map<string, CardText>();

/**
 * Registers the declared text of a stand-in card (cards/registry/stand-ins.ts).
 * @category operations
 */
export const addStandInText = (text: CardText): void => {
  standInTexts.set(text.blueprint, text);
};
