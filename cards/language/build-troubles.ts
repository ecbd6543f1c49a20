// Constructors for the [Trouble] cards' text (Rulebook "Tribbles (11.3)": "portions of its gametext will not
// 'activate' until the listed 'minimum' number of tribbles is present"): `ifTribblesPresent(100)` for "100: …".
import type { Condition, ImmediateEffect, TriggeredAbility } from './language';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** A Trouble's "100: …": while at least that many tribbles are present (domain/tribbles/tribble-count.ts). */
export const ifTribblesPresent = (atLeast: number): Condition => ({ kind: 'tribblesPresent', atLeast });

/** "Just after this group breeds, … may …" (while `condition` holds): an optional triggered ability. */
export const justAfterGroupBreeds = (
  condition: Condition,
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({ when: { event: 'tribbles.bred', condition }, effects });

/** "up to 100 of its tribbles may 'spread' (move) to …": the group's tribbles relocate into or out of a ship or facility. */
export const spreadTribbles = (upTo: number): ImmediateEffect => ({
  type: 'relocate',
  to: { kind: 'spread', upTo },
});
