// The cards in play grouped by card type (Rulebook "Card Types"), in the order of `game.cards` within each type, once
// per `cards` record: the one pass over the table that the rules asking about one type share, so that a rule about
// sites, tribbles or infiltrating personnel looks at those cards alone, and at none where there are none (issue #17).
import type { CardType } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type { CardInstance, GameState } from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { cardsInPlayOf } from './persona';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const NONE: ReadonlyArray<CardInstance> = [];

const byTypeOf = memoizeRecent(
  (cards: GameState['cards']): ReadonlyMap<string, ReadonlyArray<CardInstance>> => {
    const database = loadCardDatabase();
    const byType = new Map<string, CardInstance[]>();
    for (const card of cardsInPlayOf(cards)) {
      const type = database.blueprint(card.blueprint).type;
      const list = byType.get(type);
      if (list === undefined) byType.set(type, [card]);
      else list.push(card);
    }
    return byType;
  },
);

/**
 * The card instances in play (`cardsInPlayOf`) of one card type, in their order in the `cards` record.
 * @category operations
 */
export const cardsInPlayOfType =
  (type: CardType) =>
  (cards: GameState['cards']): ReadonlyArray<CardInstance> =>
    byTypeOf(cards).get(type) ?? NONE;
