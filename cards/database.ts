// The card database: the generated blueprints (cards/db/blueprints.json), loaded once, with lookups.
import * as O from 'fp-ts/Option';
import type { Blueprint, BlueprintId } from './blueprint';
import { type BlueprintFile, decodeBlueprints } from './blueprint-file';
import { suggestTitles } from './suggest';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export interface CardDatabase {
  /** Every blueprint, sorted by id. */
  readonly all: ReadonlyArray<Blueprint>;
  /** The blueprint with this id, if any. */
  readonly byId: (id: BlueprintId) => O.Option<Blueprint>;
  /** Every printing of exactly this title (all sets), in id order. */
  readonly byTitle: (title: string) => ReadonlyArray<Blueprint>;
  /** Blueprints whose title or text contains `text`, case-insensitively. */
  readonly search: (text: string) => ReadonlyArray<Blueprint>;
  /** The blueprint with this id; throws only on an id not in the data (a programming error). */
  readonly blueprint: (id: BlueprintId) => Blueprint;
  /** Titles close to `title` (case-insensitive, small edit distance), best first, for "did you mean". */
  readonly suggest: (title: string) => ReadonlyArray<string>;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** Builds a database over the given blueprints, with precomputed lookups. */
export const fromBlueprints = (all: ReadonlyArray<Blueprint>): CardDatabase => {
  const ids = new Map<BlueprintId, Blueprint>();
  const titles = new Map<string, Blueprint[]>();
  for (const b of all) {
    ids.set(b.id, b);
    const printings = titles.get(b.title);
    if (printings === undefined) titles.set(b.title, [b]);
    else printings.push(b);
  }
  const haystacks = all.map((b) => `${b.title}\n${b.text}`.toLowerCase());
  const titleList = [...titles.keys()];
  return {
    all,
    byId: (id) => O.fromNullable(ids.get(id)),
    byTitle: (title) => titles.get(title) ?? [],
    search: (text) => {
      const needle = text.toLowerCase();
      return all.filter((_, i) => haystacks[i]?.includes(needle));
    },
    blueprint: (id) => {
      const b = ids.get(id);
      if (b === undefined) throw new Error(`unknown blueprint id "${id}"`);
      return b;
    },
    suggest: (title) => suggestTitles(titleList, title),
  };
};

let cached: CardDatabase | undefined;

/** The generated card database, loaded on first use and cached, with the stand-in cards registered (not in `all`). */
export const loadCardDatabase = (): CardDatabase => {
  cached ??= withStandIns(fromBlueprints(decodeBlueprints(require('./db/blueprints.json') as BlueprintFile)));
  return cached;
};

// Stand-in cards (cards/registry/stand-ins.ts): found by id and by exact title, never listed in `all` (coverage, search)
const standIns = new Map<BlueprintId, Blueprint>();
const standInTitles = new Map<string, Blueprint>();

/** Registers a stand-in card's blueprint for every lookup but `all`, `search` and `suggest` (cards/registry/stand-ins.ts). */
export const addStandIn = (blueprint: Blueprint): void => {
  standIns.set(blueprint.id, blueprint);
  standInTitles.set(blueprint.title, blueprint);
};

const withStandIns = (db: CardDatabase): CardDatabase => ({
  ...db,
  byId: (id) => {
    const standIn = standIns.get(id);
    return standIn === undefined ? db.byId(id) : O.some(standIn);
  },
  byTitle: (title) => {
    const standIn = standInTitles.get(title);
    return standIn === undefined ? db.byTitle(title) : [standIn];
  },
  blueprint: (id) => (standIns.size === 0 ? db.blueprint(id) : (standIns.get(id) ?? db.blueprint(id))),
});
