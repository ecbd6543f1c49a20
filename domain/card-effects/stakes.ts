// README "End of the game": the game's stakes, the cards the eventual winner may randomly select and keep from the
// loser's deck, are the lasting modifiers of the game's value `stakes` in play (`modify`, reach `theGame`:
// cards/language/lasting-effects.ts), answering the end of the game's query point `victory.stakedCards`. Raise the
// Stakes, once agreed: "the eventual winner may randomly select and keep one card from loser's 60-card deck.
// (Cumulative.)"
import type { GameState } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { gameStakes } from '../turn/staked-cards';
import { gameModifiersInPlay, oncePerTitle, valueKey } from './in-play';

const STAKES = valueKey({ kind: 'game', name: 'stakes' });

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// README "End of the game", Rulebook 12.11 S.A.M. "add" and 12.9 Cumulative: "(Cumulative.)", each copy in play
// stakes one more card
/**
 * How many cards the eventual winner may randomly select and keep from the loser's deck: the sum of the modifiers of
 * the game's stakes in play (copies of a card not marked cumulative add once).
 * @category predicates
 */
export const stakedCards = (game: GameState): number =>
  oncePerTitle(gameModifiersInPlay(STAKES)(game)).reduce((sum, { effect }) => sum + effect.cards, 0);

/**
 * `modify` of the game's stakes answers the end of the game's query point `victory.stakedCards`
 * (domain/turn/staked-cards.ts) with `stakedCards`; relevant only while a card in play modifies them.
 * @category predicates
 */
export const stakesAnswer: Answer<void, number> = {
  point: gameStakes,
  by: 'modify',
  relevant: (game) => gameModifiersInPlay(STAKES)(game).length > 0,
  answer: () => stakedCards,
};
