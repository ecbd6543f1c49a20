// The general verbs `draw` and `score` (issue #14, cards/language/verb-language.ts): the player it names draws
// (Rulebook "Draw", domain/core/draw-cards.ts) or scores points (Rulebook "Winning the Game", "Leaving Play": a card's
// bonus point box).
import type { DrawCount, Drawer, ScoredPoints } from '../../cards/language/language';
import { addScore, bonusPoints } from '../cards-in-play/bonus-points';
import { named, record } from '../core/chronicle';
import { drawCards } from '../core/draw-cards';
import { type CardId, type GameState, moveCard, opponentOf, type PlayerId } from '../core/game-state';
import type { PlayChoices } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The player a `Drawer` names for the card played: its player, the player it plays on, the player beside whose draw
 * deck it is, the owner of its target, its player's opponent (null when there is no such player).
 * @category operations
 */
export const drawerOf = (who: Drawer, choices: PlayChoices, game: GameState): PlayerId | null => {
  switch (who) {
    case 'you':
      return choices.player;
    case 'chosenPlayer':
      return choices.targetPlayer ?? choices.player;
    case 'tablePlayer':
      return choices.tablePlayer ?? null;
    case 'targetOwner':
      return choices.targetCard === null ? null : (game.cards[choices.targetCard]?.owner ?? null);
    case 'opponent':
      return opponentOf(choices.player)(game);
  }
};

// Rulebook "Draw"; Subspace Schism: "That player must discard that card and re-draw." (the owner of the card drawn);
// Masaka Transformations: "then draw the same number of cards" (one per card of a named selection)
/**
 * The general verb `draw`: the player it names draws `count` cards, or one per card of the named selection (nothing
 * when there is no such player).
 * @category operations
 */
export const drawFor =
  (who: Drawer, count: DrawCount, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const player = drawerOf(who, choices, game);
    const cards = typeof count === 'number' ? count : (choices.named?.[count.perCardOf]?.length ?? 0);
    return player === null ? game : drawCards(player, cards)(game);
  };

// Rulebook "Winning the Game": points scored or lost; The Line Must Be Drawn Here: "… loses 5 points"
// Rulebook "Leaving Play": "If a card with a bonus point box is worth points to you when it leaves play, place it in
// a point area" (Klingon Death Yell: "earn bonus points"; Particle Fountain: "for bonus points")
/**
 * The general verb `score`: the player it names scores `points` (loses them when negative), noted with the card whose
 * text it is; with `pointBox`, that card goes to their point area and scores its point box; nothing when there is no
 * such player.
 * @category operations
 */
export const scoreFor =
  (who: Drawer, points: number | ScoredPoints, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const player = drawerOf(who, choices, game);
    if (player === null) return game;
    if (points === 'pointBox') return scorePointBox(player, choices.card)(game);
    if (points === 0) return game;
    const by = choices.card === undefined ? '' : `: ${named(choices.card)(game)}`;
    const told = `${player} ${points < 0 ? 'loses' : 'scores'} ${Math.abs(points)} points${by}`;
    return record(told, choices.card)(addScore(player, points)(game));
  };

// Helpers

const scorePointBox =
  (player: PlayerId, card: CardId | undefined) =>
  (game: GameState): GameState => {
    if (card === undefined) return game;
    const points = bonusPoints(card)(game);
    const placed = moveCard(card, { kind: 'pointArea', player })(game);
    return record(
      `${player} scores ${points} points with ${named(card)(game)}`,
      card,
    )(addScore(player, points)(placed));
  };
