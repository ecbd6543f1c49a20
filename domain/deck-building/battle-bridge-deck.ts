// Deck building for a Battle Bridge side deck whose doorway sets what it holds: Battle Bridge Door: Auxiliary Control
// "Seeds on (opens) Battle Bridge side deck (at least 13 [Tactic], all different)" (cards/effects/battle-bridge-doors.ts).
// "all different": no two Tactics of one title (Rulebook "Copies").

import { type DeckProblem, deckProblem } from '../../cards/deck-list';
import { procedureOf } from './battle-bridge-procedure';
import type { DeckRule } from './deck-building';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Battle Bridge Door: Auxiliary Control: "(at least 13 [Tactic], all different)"
/**
 * The problems of a Battle Bridge side deck that holds fewer Tactics, or more copies of one, than its doorway allows.
 * @category operations
 */
export const checkBattleBridgeContents: DeckRule = ({ sideDecks }) =>
  sideDecks.flatMap(({ doorway, line, cards }): ReadonlyArray<DeckProblem> => {
    const holds = procedureOf(doorway.id).holds;
    if (holds === undefined) return [];
    const tactics = cards.filter((e) => e.card.type === 'Tactic');
    const few =
      tactics.length >= holds.atLeast
        ? []
        : [
            deckProblem(
              line,
              doorway.title,
              `the side deck holds ${tactics.length} Tactics; it needs at least ${holds.atLeast}`,
            ),
          ];
    const seen = new Set<string>();
    const copies = holds.allDifferent
      ? tactics.flatMap((e) => {
          if (!seen.has(e.card.title)) {
            seen.add(e.card.title);
            return [];
          }
          return [
            deckProblem(
              e.line,
              doorway.title,
              `a second "${e.card.title}": its Tactics must all be different`,
            ),
          ];
        })
      : [];
    return [...few, ...copies];
  });
