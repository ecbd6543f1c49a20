// The doorways that open a Battle Bridge side deck, as data: how each runs it (Rulebook "[Tactic]", 7.4 ship battle
// stage 3 Tactics and stage 8 Resolution; the rulebook's procedure and the port the rules ask are
// domain/deck-building/battle-bridge-procedure.ts, the shape cards/language/side-deck-language.ts). Battle Bridge Door keeps the rulebook's procedure; Battle Bridge Door:
// Auxiliary Control (VP/320VP) changes it:
// "Seeds on (opens) Battle Bridge side deck (at least 13 [Tactic], all different); may download {Emergency Evacuation}
// OR {Make It So}. When your ship or facility battles, you may draw up to 3 cards from here: play 1; discard others.
// Whenever amount of damage to opponent s card not stated, [Flip][Flip] (for direct hits, [Flip][Flip] again). When
// [Tactic] leave play, place them face up here only; when side deck empty, shuffle to replenish it."
// Its default damage is the rulebook's (7.5.1: [Flip][Flip], four for a direct hit). "play 1": having drawn, its player
// plays one (none only if no drawn Tactic may be played, e.g. one whose requirement fails). "discard others": the drawn
// Tactics not played go to the discard pile (they never entered play); "here" is the side deck, whose face-up Tactics
// lie beneath the face-down ones; "when side deck empty": when no face-down Tactic is left. Its download is not
// offered: neither Emergency Evacuation nor Make It So is declared, so neither may be played (README "Not implemented").
import * as O from 'fp-ts/Option';
import type { BlueprintId } from '../blueprint';
import type { BattleBridgeProcedure } from '../language/side-deck-language';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** Battle Bridge Door: Auxiliary Control. */
export const AUXILIARY_CONTROL: BattleBridgeProcedure = {
  draws: 3,
  mustPlay: true,
  unused: 'discard',
  currentTactic: 'sideDeck',
  replenishes: true,
  holds: { atLeast: 13, allDifferent: true },
};

const PROCEDURES: Readonly<Record<BlueprintId, BattleBridgeProcedure>> = {
  'VP/320VP': AUXILIARY_CONTROL,
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The procedure a doorway's text declares, none when it keeps the rulebook's: the implementation of the port
 * domain/deck-building/battle-bridge-procedure.ts.
 */
export const declaredProcedure = (doorway: BlueprintId): O.Option<BattleBridgeProcedure> =>
  O.fromNullable(PROCEDURES[doorway]);
