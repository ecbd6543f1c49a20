// Double-sided cards: a few cards (Deep Space 9 / Terok Nor, Mirror Terok Nor, Empok Nor, Spacedoor, the Mission II
// cards, Vintaak) are printed on both sides, and card text says when one is "flipped over". The export lists each side
// as a blueprint of its own, `<release>/<A>,<B>` and `<release>/<B>,<A>`, the back titled "… (back)". A card enters
// play front side up (Rulebook "Entering Play": it is played as the card it is, and card text alone flips it).
import * as O from 'fp-ts/Option';
import type { Blueprint, BlueprintId } from './blueprint';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

const SIDES = /^([^/]+)\/([^,]+),([^,]+)$/;

/**
 * The blueprint id of a double-sided card's other side (`ds9/TerokNorDS9,DeepSpace9DS9` ↔
 * `ds9/DeepSpace9DS9,TerokNorDS9`); none for a card printed on one side.
 * @category constructors
 */
export const otherSide = (id: BlueprintId): O.Option<BlueprintId> => {
  const m = SIDES.exec(id);
  return m === null ? O.none : O.some(`${m[1]}/${m[3]},${m[2]}`);
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const BACK = /\(back\)/;

/**
 * Whether a blueprint is the back of a double-sided card (its export title says "(back)"), which never enters play as
 * such: only flipping the card in play over shows it.
 * @category predicates
 */
export const isBackSide = (card: Blueprint): boolean => O.isSome(otherSide(card.id)) && BACK.test(card.title);
