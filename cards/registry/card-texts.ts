// The lookup of card text declarations for cards other than dilemmas (the list is cards/registry/declarations.ts): by
// blueprint id, and by copy (same title and game text, Rulebook "Copies") for reprints.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../blueprint';
import { loadCardDatabase } from '../database';
import type { CardText } from '../language/language';
import { titleOf } from '../tribble-cards';
import { declarations } from './declarations';

export { declarations } from './declarations';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

let index: ReadonlyMap<string, CardText> | undefined;

// Rulebook "Copies": the same title and game text; reprints differ at most in punctuation (a tribble card's title
// without its Tribbles-game power, cards/tribble-cards.ts)
const copyKey = (b: Blueprint): string =>
  `${titleOf(b)}\u0000${b.text.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;

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
