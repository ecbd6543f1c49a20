// Rulebook "Characteristics" (L1112): "A card has a characteristic if that card says it has that characteristic,
// whether in lore, title, affiliation, icons, or some other area of the card": Worf (Federation) says he is a Klingon
// in his characteristics, so he is a Klingon for every card that names Klingons; "the class of Quark's Treasure"
// says shuttlecraft.
import type { Blueprint } from '../../cards/blueprint';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { affiliationOf } from './affiliation';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Characteristics" (L1112): title, class, the characteristics the card states of itself (the export's
// Characteristics column carries the species, gender and roles its lore gives it: Worf's "Klingon", K'Ehleyr's
// "Klingon/Human"), and its affiliation; "Multi-affiliation cards": such a card has only the affiliation it is in
/**
 * Whether a printed card says it is a `name` ("shuttlecraft", "Klingon") in its title, class or characteristics, or
 * in its affiliation when it has one only (a multi-affiliation card has the one it is in: `isCharacterised`), a final
 * "s" aside. The free lore text is not read: lore also names other cards and peoples ("shuttlecraft carried aboard
 * Intrepid-class starships", Dmitri Valtane "monitored the … disaster on the Klingon moon Praxis"), and the
 * characteristics column already holds what the lore says of the card itself.
 * @category predicates
 */
export const hasCharacteristic =
  (name: string) =>
  (card: Blueprint): boolean => {
    const pattern = characteristicPattern(name);
    return (
      statesIt(pattern, card) ||
      ('affiliations' in card && card.affiliations.length === 1 && pattern.test(card.affiliations[0] ?? ''))
    );
  };

// Rulebook "Characteristics" (L1112) and "Affiliation": a card in play has its current affiliation as a characteristic
/**
 * Whether a card in play is a `name`: its title, class or characteristics say so, or its current affiliation is it
 * (Worf, Federation, is a Klingon by his characteristics; Mardah, Bajoran/Ferengi, is a Ferengi only in Ferengi mode).
 * @category predicates
 */
export const isCharacterised =
  (name: string, id: CardId) =>
  (game: GameState): boolean => {
    const pattern = characteristicPattern(name);
    const affiliation = affiliationOf(id)(game);
    return statesIt(pattern, blueprintOf(id)(game)) || (affiliation !== null && pattern.test(affiliation));
  };

// Helpers

/** Whether the card's title, class or characteristics match. */
const statesIt = (pattern: RegExp, card: Blueprint): boolean => {
  const cardClass =
    card.type === 'Ship' ? card.shipClass : card.type === 'Facility' ? card.facilityClass : '';
  return (
    pattern.test(card.title) || pattern.test(cardClass) || card.characteristics.some((c) => pattern.test(c))
  );
};

const patterns = new Map<string, RegExp>();
const characteristicPattern = (name: string): RegExp => {
  let pattern = patterns.get(name);
  if (pattern === undefined) {
    pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'i');
    patterns.set(name, pattern);
  }
  return pattern;
};
