// Constructors for card text about time travel and the cards it brings from other times (Rulebook "Time Travel",
// "Entering Play": [AU] cards), so that declarations read like the printed text.
import type { CardFilter, LastingEffect } from './language';

// -------------------------------------------------------------------------------------
// constructors: filters
// -------------------------------------------------------------------------------------

/** A card with this printed icon: `icon('Films')` for "[Films]". */
export const icon = (name: string): CardFilter => ({ kind: 'icon', icon: name });

// -------------------------------------------------------------------------------------
// constructors: lasting effects
// -------------------------------------------------------------------------------------

/** "Once each turn, your [Films] ship may time travel between a time location and its corresponding spaceline location." */
export const shipsMayTimeTravel = (
  ships: CardFilter,
  options: { readonly oncePerTurn: boolean },
): LastingEffect => ({
  type: 'shipsMayTimeTravel',
  ships,
  oncePerTurn: options.oncePerTurn,
});

/** "Your [AU][Films] personnel … may seed and play": the [AU] cards that may enter play. */
export const alternateUniverseAllowed = (cards: CardFilter): LastingEffect => ({
  type: 'alternateUniverseAllowed',
  cards,
});
