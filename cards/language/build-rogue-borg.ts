// Constructors for the Rogue Borg cards and the Borg Ship's nullifier (Rulings "battle": "The Borg Ship dilemma and
// Rogue Borg are considered self-controlled"): `onCard(allOf(ofType('Ship'), occupied))`, `forEachPresent(1, rogueBorg)`.
import type { Amount, CardFilter, LastingEffect } from './language';

// -------------------------------------------------------------------------------------
// constructors: filters and amounts
// -------------------------------------------------------------------------------------

/** Rulings "empty ship": "Plays on any occupied ship" (personnel or {Rogue Borg} aboard). */
export const occupied: CardFilter = { kind: 'occupied' };
/** "{Rogue Borg}": a Rogue Borg in play. */
export const rogueBorg: CardFilter = { kind: 'rogueBorg' };
/** Lore Returns: "Plays where {Rogue Borg} have eliminated a ship's crew" (a Rogue Borg of yours aboard). */
export const crewEliminatedByYourRogueBorg: CardFilter = { kind: 'crewEliminatedByYourRogueBorg' };
/** "Two Borg =2 STRENGTH each, three =3 each, etc.": `each` for every matching card present, itself included. */
export const forEachPresent = (each: number, filter: CardFilter): Amount => ({
  kind: 'perCardPresent',
  each,
  filter,
});

// -------------------------------------------------------------------------------------
// constructors: lasting rules
// -------------------------------------------------------------------------------------

/** The card is a self-controlled Rogue Borg, battling like personnel. */
export const isARogueBorg: LastingEffect = { type: 'rogueBorg' };
