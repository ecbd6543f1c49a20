// Rulebook "Copies": cards with the same title and game text are copies of one card. Reprints differ at most in
// punctuation ("MEDICAL, SCIENCE, and"), and a tribble card's title drops its Tribbles-game power
// (cards/tribble-cards.ts `titleOf`). The card export names the 1E reprints of the Trouble with Tribbles set with a
// " (Tribble)" suffix ("Archer (Tribble)") that is not part of the printed title. The registries find a reprint's
// declaration by this key.
import type { Blueprint } from './blueprint';
import { titleOf } from './tribble-cards';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The card export's suffix of the Trouble with Tribbles set's reprints. */
const EXPORT_SUFFIX = / \(Tribble\)$/;

// Rulebook "Copies": the same title and game text
/**
 * The key that a printing shares with its copies: its 1E title and its game text without punctuation.
 * @category operations
 */
export const copyKey = (b: Blueprint): string =>
  `${titleOf(b).replace(EXPORT_SUFFIX, '')}\u0000${b.text.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;
