// Rulebook "Side decks", "[Tactic]", 7.4 ship battle stage 3 Tactics and stage 8 Resolution: how a doorway's text says
// it runs the Battle Bridge side deck it opens (cards/effects/battle-bridge-doors.ts declares them; the rulebook's
// procedure and the port the rules ask are domain/deck-building/battle-bridge-procedure.ts).

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
