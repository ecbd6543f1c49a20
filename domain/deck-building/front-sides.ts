// Rulebook "Entering Play": a double-sided card (cards/card-sides.ts) enters play as the card it is, front side up;
// only card text flips it over (domain/special-rules/card-sides.ts). A deck names the front side of such a card.

import { isBackSide } from '../../cards/card-sides';
import { deckProblem } from '../../cards/deck-list';
import type { DeckRule } from './deck-building';

const DOUBLE_SIDED = 'Entering Play: double-sided cards';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The deck's entries that name the back of a double-sided card (cards/card-sides.ts), each a problem.
 * @category operations
 */
export const checkFrontSides: DeckRule = ({ missions, seed, draw, sites, sideDecks }) =>
  [missions, seed, draw, sites, ...sideDecks]
    .flatMap((section) => section.cards)
    .filter((entry) => isBackSide(entry.card))
    .map((entry) =>
      deckProblem(
        entry.line,
        DOUBLE_SIDED,
        `"${entry.card.title}" is the back of a double-sided card, which enters play front side up`,
      ),
    );
