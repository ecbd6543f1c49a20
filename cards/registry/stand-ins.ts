// Stand-in cards for rule tests, puzzles and judges' worked examples (ARCHITECTURE "scenario builder"): a card that
// says exactly what the example needs, made from a real printing and a few fields, its game text declared in the
// effect language (cards/language/language.ts) like any card's. Registered for every lookup of the card database (by
// id, by exact title, its declared text) but not listed in `all`, so coverage and search show real cards only. Its id
// comes from its title, so a game saved with stand-ins restores where the same stand-ins are registered.
import * as E from 'fp-ts/Either';
import type { Blueprint } from '../blueprint';
import { addStandIn, loadCardDatabase } from '../database';
import type { CardText } from '../language/language';
import { addStandInText } from './card-texts';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The fields of one card type a stand-in may set (all but its id, title and type). */
export type StandInFields = Blueprint extends infer B
  ? B extends Blueprint
    ? Partial<Omit<B, 'id' | 'title' | 'type'>>
    : never
  : never;

export interface StandInSpec {
  /** A title no real card has. */
  readonly title: string;
  /** The real card it starts from, by exact title (its first physical printing): its type and printed fields. */
  readonly like: string;
  /** The fields it changes: skills (the whole list: a personnel's classification is its first entry), icons, … */
  readonly fields?: StandInFields;
  /** Its printed game text (default: none). */
  readonly printedText?: string;
  /** Its game text in the effect language (default: none, a card with no game text). */
  readonly text?: Omit<CardText, 'blueprint'>;
}

/** Why a stand-in cannot be made. */
export interface StandInError {
  readonly rule: 'Stand-in';
  readonly message: string;
}

const registered = new Map<string, string>();

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A stand-in card, registered so that the scenario builder, decks and the engine find it by its title; the same
 * spec again gives the same card, another spec under a title already used is refused.
 * @category constructors
 */
export const standIn = (spec: StandInSpec): E.Either<StandInError, Blueprint> => {
  const db = loadCardDatabase();
  const id = `standin/${spec.title}`;
  const key = JSON.stringify(spec);
  const known = registered.get(spec.title);
  if (known !== undefined)
    return known === key
      ? E.right(db.blueprint(id))
      : refuse(`a stand-in titled "${spec.title}" is already registered with other fields`);
  if (db.byTitle(spec.title).length > 0) return refuse(`"${spec.title}" is the title of a real card`);
  const template =
    db.byTitle(spec.like).find((b) => b.origin === 'physical' && !b.variant) ?? db.byTitle(spec.like)[0];
  if (template === undefined) return refuse(`no card titled "${spec.like}" to start from`);
  const blueprint = {
    ...template,
    ...withoutText(template),
    ...spec.fields,
    id,
    title: spec.title,
    text: spec.printedText ?? '',
  } as Blueprint;
  addStandIn(blueprint);
  if (spec.text !== undefined) addStandInText({ ...spec.text, blueprint: id });
  registered.set(spec.title, key);
  return E.right(blueprint);
};

// Helpers

const refuse = (message: string): E.Either<StandInError, never> => E.left({ rule: 'Stand-in', message });

/** The template's fields that carry its identity or game text: a stand-in is no persona and has no text of its own. */
const withoutText = (template: Blueprint): Partial<Blueprint> => ({
  persona: null,
  loreNames: [],
  lore: '',
  ...('specialSkills' in template ? { specialSkills: [] } : {}),
});
