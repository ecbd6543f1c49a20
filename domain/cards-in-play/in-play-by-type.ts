// The cards in play of one card type (Rulebook "Card Types"), or whose printing has one feature (a [DL] icon, two
// affiliation icons, a site's text), in the order of `game.cards`, once per `cards` record: the one pass over the table
// that the rules asking about those cards share, so that a rule about sites, tribbles, infiltrating personnel or
// special downloads looks at those cards alone, and at none where there are none (issue #17).
import type { Blueprint, CardType } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type { CardInstance, GameState } from '../core/game-state';
import { type Memo, memoizeRecent } from '../core/memo';
import { cardsInPlayOf } from './persona';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type Cards = GameState['cards'];

/** A question about a printing alone (no game state): the same answer for every copy, in every game. */
export type PrintedFeature = (blueprint: Blueprint) => boolean;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const NONE: ReadonlyArray<CardInstance> = [];

const byTypeOf = memoizeRecent((cards: Cards): ReadonlyMap<string, ReadonlyArray<CardInstance>> => {
  const database = loadCardDatabase();
  const byType = new Map<string, CardInstance[]>();
  for (const card of cardsInPlayOf(cards)) {
    const type = database.blueprint(card.blueprint).type;
    const list = byType.get(type);
    if (list === undefined) byType.set(type, [card]);
    else list.push(card);
  }
  return byType;
});

/**
 * The card instances in play (`cardsInPlayOf`) of one card type, in their order in the `cards` record.
 * @category operations
 */
export const cardsInPlayOfType =
  (type: CardType) =>
  (cards: Cards): ReadonlyArray<CardInstance> =>
    byTypeOf(cards).get(type) ?? NONE;

// one memo per feature: the features are module-level functions, a handful
const withFeature = new Map<PrintedFeature, Memo<Cards, ReadonlyArray<CardInstance>>>();

/**
 * The card instances in play whose printing has `feature` (a module-level function of the blueprint alone, asked once
 * per card and `cards` record), in their order in the `cards` record.
 * @category operations
 */
export const cardsInPlayWith =
  (feature: PrintedFeature) =>
  (cards: Cards): ReadonlyArray<CardInstance> => {
    let memo = withFeature.get(feature);
    if (memo === undefined) {
      memo = memoizeRecent((of: Cards) => {
        const database = loadCardDatabase();
        return cardsInPlayOf(of).filter((card) => feature(database.blueprint(card.blueprint)));
      });
      withFeature.set(feature, memo);
    }
    return memo(cards);
  };
