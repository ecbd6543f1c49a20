// Rulebook "Looking at Cards": "you may see and inspect your opponent's Personnel and Equipment only when they are
// played, when permitted or required by a card". The question `View.canSee` asks once the rules alone hide a card:
// does card text let this player see it? A query point (domain/core/query-points.ts) the card text interpreters answer
// (a hand exposed, cards glanced at this turn: card-effects/sight.ts; a card flipped face down by its own text, still
// known to both players: card-effects/flip.ts), so that the view (domain/view) imports no interpreter.
import type { CardInstance, PlayerId } from './game-state';
import { anyOf } from './query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card one player looks at. */
export interface Sighting {
  readonly viewer: PlayerId;
  readonly card: CardInstance;
}

/**
 * Query point: whether card text lets the viewer see what the card is.
 * @category model
 */
export const seenByCardText = anyOf<Sighting>('view.seenByCardText');
