// Constructors of the card-text language for the side-deck doorways' "OR Stock in deck and play" functions (Rulebook
// "Side decks"): Storage Compartment Door's download from the Tribble side deck (the general verb `download`). (Battle
// Bridge Door's choice at the start of a ship battle is the general `option` of `modifyForThisBattle`, build-verbs.ts.)
import type { CardFilter, ImmediateEffect } from './language';

/** The general verb `download`, at once: "download from your Tribble side deck one Trouble or Tribble card". */
export const downloadFromSideDeck = (sideDeck: 'Tribble', targets: CardFilter): ImmediateEffect => ({
  type: 'download',
  targets,
  from: { sideDeck },
});
