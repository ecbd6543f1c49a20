// The doorways that open a Battle Bridge side deck, as data: how each runs it (Rulebook "[Tactic]", 7.4 ship battle
// stage 3 Tactics and stage 8 Resolution). Battle Bridge Door keeps the rulebook's procedure; Battle Bridge Door:
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
import type { BlueprintId } from '../blueprint';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** How a doorway runs its Battle Bridge side deck. */
export interface BattleBridgeProcedure {
  /** Stage 3: "may draw up to two Tactic cards". */
  readonly draws: number;
  /** Stage 3: "may choose to play one drawn Tactic", or "play 1" (one must be played if any drawn may be). */
  readonly mustPlay: boolean;
  /** Stage 3: the drawn Tactics not played: "Unused Tactics return face-up to the side deck", or "discard others". */
  readonly unused: 'sideDeck' | 'discard';
  /** Stage 8: "Discard your current tactic", or "When [Tactic] leave play, place them face up here only". */
  readonly currentTactic: 'discard' | 'sideDeck';
  /** "when side deck empty, shuffle to replenish it": the face-up Tactics are shuffled face down once none is left. */
  readonly replenishes: boolean;
  /** Deck building: "(at least 13 [Tactic], all different)"; none if absent. */
  readonly holds?: { readonly atLeast: number; readonly allDifferent: boolean };
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** Rulebook 7.4 stage 3 and stage 8 (Battle Bridge Door). */
export const RULEBOOK_PROCEDURE: BattleBridgeProcedure = {
  draws: 2,
  mustPlay: false,
  unused: 'sideDeck',
  currentTactic: 'discard',
  replenishes: false,
};

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

/** The procedure of the doorway that opened a Battle Bridge side deck (the rulebook's unless its text changes it). */
export const procedureOf = (doorway: BlueprintId): BattleBridgeProcedure =>
  PROCEDURES[doorway] ?? RULEBOOK_PROCEDURE;
