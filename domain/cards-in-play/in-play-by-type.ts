// The cards in play of one card type (Rulebook "Card Types"), or whose printing has one feature (a [DL] icon, two
// affiliation icons, a site's text), in the order of `game.cards`: one census of the table per `cards` record, one pass
// that sorts every card in play into its type and into each feature asked about so far, so that a rule about sites,
// tribbles, infiltrating personnel or special downloads looks at those cards alone, and at none where there are none
// (issue #17). A feature is a question about a printing alone, answered once per printing.
import type { Blueprint, CardType } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type { CardInstance, GameState } from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { cardsInPlayOf } from './persona';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type Cards = GameState['cards'];

/** A question about a printing alone (no game state): the same answer for every copy, in every game. */
export type PrintedFeature = (blueprint: Blueprint) => boolean;

/** The cards in play of each type, and of each feature known when the census was taken (more are added on demand). */
interface Census {
  readonly byType: ReadonlyMap<string, ReadonlyArray<CardInstance>>;
  readonly withFeature: ReadonlyArray<CardInstance>[];
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const NONE: ReadonlyArray<CardInstance> = [];

/** The features asked about, each by its index; module-level functions, so a handful. */
const features: PrintedFeature[] = [];
const featureIndex = new Map<PrintedFeature, number>();

/** The features each printing has, as bits by feature index, and how many features were known then. */
const masks = new Map<Blueprint, { readonly mask: number; readonly known: number }>();

const maskOf = (blueprint: Blueprint): number => {
  const held = masks.get(blueprint);
  if (held !== undefined && held.known === features.length) return held.mask;
  let mask = 0;
  for (const [index, feature] of features.entries()) if (feature(blueprint)) mask |= 1 << index;
  masks.set(blueprint, { mask, known: features.length });
  return mask;
};

const censusOf = memoizeRecent((cards: Cards): Census => {
  const database = loadCardDatabase();
  const byType = new Map<string, CardInstance[]>();
  const withFeature: CardInstance[][] = features.map(() => []);
  for (const card of cardsInPlayOf(cards)) {
    const blueprint = database.blueprint(card.blueprint);
    const list = byType.get(blueprint.type);
    if (list === undefined) byType.set(blueprint.type, [card]);
    else list.push(card);
    for (let mask = maskOf(blueprint), index = 0; mask !== 0; mask >>>= 1, index++)
      if ((mask & 1) === 1) withFeature[index]?.push(card);
  }
  return { byType, withFeature };
});

/**
 * The card instances in play (`cardsInPlayOf`) of one card type, in their order in the `cards` record.
 * @category operations
 */
export const cardsInPlayOfType =
  (type: CardType) =>
  (cards: Cards): ReadonlyArray<CardInstance> =>
    censusOf(cards).byType.get(type) ?? NONE;

/**
 * The card instances in play whose printing has `feature` (a module-level function of the blueprint alone), in their
 * order in the `cards` record.
 * @category operations
 */
export const cardsInPlayWith =
  (feature: PrintedFeature) =>
  (cards: Cards): ReadonlyArray<CardInstance> => {
    let index = featureIndex.get(feature);
    // at most 31 features share the census (the bits of a number; there are a handful): any more make their own pass
    if (index === undefined && features.length < 31) {
      index = features.length;
      features.push(feature);
      featureIndex.set(feature, index);
    }
    if (index === undefined) return filtered(feature, cards);
    const census = censusOf(cards);
    let listed = census.withFeature[index];
    if (listed === undefined) {
      // a feature first asked about after this census was taken: its own pass, kept in the census
      listed = filtered(feature, cards);
      census.withFeature[index] = listed;
    }
    return listed;
  };

// Helpers

const filtered = (feature: PrintedFeature, cards: Cards): ReadonlyArray<CardInstance> => {
  const database = loadCardDatabase();
  return cardsInPlayOf(cards).filter((card) => feature(database.blueprint(card.blueprint)));
};
