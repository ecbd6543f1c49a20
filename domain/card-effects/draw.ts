// The general verbs `draw` and `score` (issue #14, cards/language/verb-language.ts): the player it names draws
// (Rulebook "Draw", domain/core/draw-cards.ts) or scores points (Rulebook "Winning the Game").
import type { Drawer } from '../../cards/language/language';
import { named, record } from '../core/chronicle';
import { drawCards } from '../core/draw-cards';
import type { GameState, PlayerId } from '../core/game-state';
import { addScore } from '../dilemma-effects/bonus-points';
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

// Rulebook "Winning the Game": points scored or lost; The Line Must Be Drawn Here: "… loses 5 points"
/**
 * The general verb `score`: the player it names scores `points` (loses them when negative), noted with the card whose
 * text it is; nothing when there is no such player.
 * @category operations
 */
export const scoreFor =
  (who: Drawer, points: number, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const player = drawerOf(who, choices, game);
    if (player === null || points === 0) return game;
    const by = choices.card === undefined ? '' : `: ${named(choices.card)(game)}`;
    const told = `${player} ${points < 0 ? 'loses' : 'scores'} ${Math.abs(points)} points${by}`;
    return record(told, choices.card)(addScore(player, points)(game));
  };
