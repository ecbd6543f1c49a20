// The general verb `draw` (issue #14, cards/language/verb-language.ts): the player it names draws (Rulebook "Draw",
// domain/core/draw-cards.ts).
import type { Drawer } from '../../cards/language/language';
import { drawCards } from '../core/draw-cards';
import type { GameState, PlayerId } from '../core/game-state';
import type { PlayChoices } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const drawerOf = (who: Drawer, choices: PlayChoices, game: GameState): PlayerId | null => {
  switch (who) {
    case 'you':
      return choices.player;
    case 'chosenPlayer':
      return choices.targetPlayer ?? choices.player;
    case 'tablePlayer':
      return choices.tablePlayer ?? null;
    case 'targetOwner':
      return choices.targetCard === null ? null : (game.cards[choices.targetCard]?.owner ?? null);
  }
};

// Rulebook "Draw"; Subspace Schism: "That player must discard that card and re-draw." (the owner of the card drawn)
/**
 * The general verb `draw`: the player it names draws `count` cards (nothing when there is no such player).
 * @category operations
 */
export const drawFor =
  (who: Drawer, count: number, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const player = drawerOf(who, choices, game);
    return player === null ? game : drawCards(player, count)(game);
  };
