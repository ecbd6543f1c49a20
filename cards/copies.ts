// Rulebook "Copies": cards with the same title and game text are copies of one card. Reprints differ at most in
// punctuation ("MEDICAL, SCIENCE, and"), and a tribble card's title drops its Tribbles-game power
// (cards/tribble-cards.ts `titleOf`). The card export names some sets' reprints with the set's name as a suffix that
// is not part of the printed title: "Archer (Tribble)", "Lower Decks (Voyager)", "Kitara (Borderless Promos)". The
// suffix is dropped from the key, and the game text stays in it, so a suffixed reprint whose text differs from its
// original's ("Captain's Log (Voyager)" reads "WEAPONS and SHIELDS +3" where Alternate Universe's reads "SHIELDS and
// WEAPONS +3") is no copy and finds no declaration. The Virtual Promo set marks its reprints " *VP" ("Alien Abduction
// *VP"), and their alternate images "* *VP" ("Hajur* *VP"): that mark is dropped too, and again the text decides
// ("Spacedoor *VP" prints "?" where the original prints "[Univ]": no copy). The registries find a reprint's
// declaration by this key.
import type { Blueprint } from './blueprint';
import { titleOf } from './tribble-cards';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The set names that the card export appends to a reprint's title, each naming a set that reprints earlier cards
 * with the same text (found by comparing every " (…)"-suffixed title's text with the unsuffixed title's).
 */
const REPRINT_SETS = [
  'Tribble',
  'Voyager',
  'Borderless Promos',
  '20th Anniversary',
  'The Borg',
  'Homefront III',
  'Homefront IV',
  'Homefront VI',
  'Holodeck Adventures',
  'Promo Cards',
  'Q Who?',
  'Ships of the Line',
];

/** The card export's suffix of a reprint set's name, or its Virtual Promo mark (" *VP", "* *VP"). */
const EXPORT_SUFFIX = new RegExp(
  ` \\((?:${REPRINT_SETS.map((s) => s.replace(/[?]/g, '\\$&')).join('|')})\\)$|\\*? \\*VP$`,
);

// Rulebook "Copies": the same title and game text
/**
 * The key that a printing shares with its copies: its 1E title and its game text without punctuation.
 * @category operations
 */
export const copyKey = (b: Blueprint): string =>
  `${titleOf(b).replace(EXPORT_SUFFIX, '')}\u0000${b.text.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;
