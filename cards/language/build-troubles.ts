// Constructors for the [Trouble] cards' text (Rulebook "Tribbles (11.3)": "portions of its gametext will not
// 'activate' until the listed 'minimum' number of tribbles is present"): `ifTribblesPresent(100)` for "100: …".
import type { Condition, LastingEffect } from './language';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** A Trouble's "100: …": while at least that many tribbles are present (domain/tribbles/tribble-count.ts). */
export const ifTribblesPresent = (atLeast: number): Condition => ({ kind: 'tribblesPresent', atLeast });

/** ... on the Station: "1,000: Just after this group breeds, up to 100 of its tribbles may "spread" (move) …". */
export const spreadsTribblesAfterBreeding = (minimumTribbles: number): LastingEffect => ({
  type: 'spreadsTribblesAfterBreeding',
  minimumTribbles,
});
