// Rulebook 12.11 Set, Add, Multiply (S.A.M.): the shape of a lasting modifier on a card, kept in the game state
// (GameState.modifiers, the effects that last until the end of the turn). How modifiers combine is the rule of
// domain/cards-in-play/sam.ts.

/**
 * What a modifier changes: an attribute (INTEGRITY, RANGE, …), a skill level, a value of a ship battle's Tactics a
 * card of a force brings (Rulebook 7.4 stage 3 `draws`, stage 4 the `DEFENSE` bonus), or a value of a mission card
 * (Rulebook 7.2 "Solving a Mission": the `points` its solver scores).
 */
export type ModifiedValue =
  | { readonly kind: 'attribute'; readonly name: string }
  | { readonly kind: 'skill'; readonly name: string }
  | { readonly kind: 'tactic'; readonly name: string }
  | { readonly kind: 'mission'; readonly name: string };

/** One lasting modifier on a card, from a source card (Rulebook 12.11). */
export interface Modifier {
  readonly target: string;
  readonly value: ModifiedValue;
  readonly op: 'set' | 'add' | 'multiply';
  /** The amount: the new value for `set`, the delta for `add` (negative subtracts), the factor for `multiply`. */
  readonly amount: number;
  /** The card instance the modifier comes from, and its title (copies of one title are not cumulative). */
  readonly source: string;
  readonly sourceTitle: string;
  /** Rulebook 12.9 "Cumulative": true when copies of the source stack. */
  readonly cumulative: boolean;
}
