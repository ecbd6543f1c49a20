// "(Immune to {Kevin Uxbridge}.)" (The Line Must Be Drawn Here, Amanda Rogers): a card whose declared text names the
// title of a played card (by the colon rule, Rulebook 12.10: "Kevin Uxbridge: Convergence" is a {Kevin Uxbridge}) is
// untouched by it: not its target, nor among the cards it affects by description.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { isReferencedBy } from '../cards-in-play/persona';
import { type CardId, type GameState, getCard } from '../core/game-state';
import { declaredText } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the card's declared text makes it immune to the played card.
 * @category predicates
 */
export const isImmune = (target: CardId, played: Blueprint, game: GameState): boolean => {
  const text = declaredText(getCard(target)(game).blueprint);
  return O.isSome(text) && (text.value.immuneTo ?? []).some((title) => isReferencedBy(title)(played));
};
