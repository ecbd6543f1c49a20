// Constructors of the card-text language for the side-deck doorways' "OR Stock in deck and play" functions (Rulebook
// "Side decks"): Storage Compartment Door's download from the Tribble side deck, Battle Bridge Door's choice at the
// start of a ship battle.
import type { ImmediateEffect } from './language';

/** Storage Compartment Door: "download from your Tribble side deck one Trouble or Tribble card". */
export const downloadFromTribbleSideDeck: ImmediateEffect = { type: 'downloadFromTribbleSideDeck' };

/**
 * Battle Bridge Door: "Allows you to draw two extra Tactic cards (cumulative) or enhances each of your ships' and
 * facilities' WEAPONS +1".
 */
export const extraTacticsOrWeapons = (tactics: number, weapons: number): ImmediateEffect => ({
  type: 'extraTacticsOrWeapons',
  tactics,
  weapons,
});
