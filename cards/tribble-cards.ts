// Rulebook "[Tribble] Tribbles (11.3)": what a printed tribble card says. "Each tribble card represents some number of
// tribbles": the number its title begins with ("1,000 Tribbles - Bonus"); the rest of the title ("- Bonus", "- Go", …)
// is the card's power in the Tribbles game, not part of its 1E title: "Breeds from {10 Tribbles}" names every
// "10 Tribbles - …" card, and the printings of one number are copies (Rulebook "Copies", 12.9 Cumulative). Printed
// data only, with no import of the rules (cards/ sits below domain/), so that the card text lookup may ask it.
import * as O from 'fp-ts/Option';
import type { Blueprint } from './blueprint';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const COUNT = /^([\d,]+) Tribbles?\b/;
const BREEDS_FROM = /^Breeds from \{([\d,]+) tribbles?\}/i;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether a card is a [Tribble] card. @category predicates */
export const isTribble = (b: Blueprint): boolean => b.type === 'Tribble';

/** Whether a card is a [Trouble] card. @category predicates */
export const isTrouble = (b: Blueprint): boolean => b.type === 'Trouble';

/**
 * The number of tribbles a tribble card represents, from its title ("1,000 Tribbles - Bonus" → 1000); 0 for others.
 * @category predicates
 */
export const tribblesOn = (b: Blueprint): number => {
  const count = isTribble(b) ? COUNT.exec(b.title)?.[1] : undefined;
  return count === undefined ? 0 : Number(count.replace(/,/g, ''));
};

// Rulebook "Tribbles (11.3)": "Small tribble cards (1 Tribble and 10 Tribbles)"; "Large tribble cards (100 Tribbles and
// greater)"
/** Whether a tribble card is small (1 or 10 tribbles). @category predicates */
export const isSmallTribble = (b: Blueprint): boolean => isTribble(b) && tribblesOn(b) < 100;

/** Whether a tribble card is large (100 tribbles or more). @category predicates */
export const isLargeTribble = (b: Blueprint): boolean => tribblesOn(b) >= 100;

/**
 * The number of tribbles of the parent a large tribble card breeds from ("Breeds from {10 Tribbles}" → 10), or none.
 * @category predicates
 */
export const parentOf = (b: Blueprint): O.Option<number> => {
  const count = isLargeTribble(b) ? BREEDS_FROM.exec(b.text)?.[1] : undefined;
  return count === undefined ? O.none : O.some(Number(count.replace(/,/g, '')));
};

/**
 * A card's 1E title: a tribble card's without its Tribbles-game power ("10 Tribbles - Go" → "10 Tribbles").
 * @category predicates
 */
export const titleOf = (b: Blueprint): string =>
  isTribble(b) ? (COUNT.exec(b.title)?.[0] ?? b.title) : b.title;
