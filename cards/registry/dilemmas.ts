// The registry of dilemma declarations: the lists of the set folders (cards/dilemmas/<set>/index.ts), looked up by
// blueprint id, and by copy (same title and game text, Rulebook "Copies") for reprints in other sets.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../blueprint';
import { copyKey } from '../copies';
import { loadCardDatabase } from '../database';
import { dilemmas as au } from '../dilemmas/au';
import { dilemmas as bog } from '../dilemmas/bog';
import { dilemmas as borg } from '../dilemmas/borg';
import { dilemmas as brokenbow } from '../dilemmas/brokenbow';
import { dilemmas as dom } from '../dilemmas/dom';
import { dilemmas as fc } from '../dilemmas/fc';
import { dilemmas as ha } from '../dilemmas/ha';
import { dilemmas as plw } from '../dilemmas/plw';
import { dilemmas as premiere } from '../dilemmas/premiere';
import { dilemmas as qc } from '../dilemmas/qc';
import { dilemmas as roa } from '../dilemmas/roa';
import { dilemmas as tng } from '../dilemmas/tng';
import { dilemmas as tnz } from '../dilemmas/tnz';
import type { DilemmaDeclaration } from '../language/dilemma-language';

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

// The order of the lists does not matter: no two declarations are of one printing or copies of each other
// (dilemmas.test.ts), so each key of the lookup has one declaration.
/**
 * Every implemented dilemma, set folder by set folder (a new set folder's list is appended).
 * @category instances
 */
export const declarations: ReadonlyArray<DilemmaDeclaration> = [
  ...premiere,
  ...roa,
  ...bog,
  ...fc,
  ...qc,
  ...au,
  ...tnz,
  ...ha,
  ...borg,
  ...tng,
  ...plw,
  ...brokenbow,
  ...dom,
];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

let index: ReadonlyMap<string, DilemmaDeclaration> | undefined;

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
