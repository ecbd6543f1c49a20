// Constructors for card text about time travel and the cards it brings from other times (Rulebook "Time Travel",
// "Entering Play": [AU] cards), so that declarations read like the printed text.
import type { CardFilter } from './language';

// -------------------------------------------------------------------------------------
// constructors: filters
// -------------------------------------------------------------------------------------

/** A card with this printed icon: `icon('Films')` for "[Films]". */
export const icon = (name: string): CardFilter => ({ kind: 'icon', icon: name });
