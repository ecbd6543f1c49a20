// Rulebook "Playing a Card" L331 ("that player forfeits the game"), Rulings "tournament scoring – forfeited
// games" ("lose the game"): the general verb `forfeit` of card text. The player it names forfeits: the game ends at
// once, the other player winning, with the stakes of the cards in play (README "End of the game"; the engine's
// `gameResult` reads the result once it is recorded, domain/turn/victory.ts). Raise the Stakes: "Your opponent must
// forfeit the game OR agree …" (the option of the opponent).
import type { Drawer } from '../../cards/language/language';
import { record } from '../core/chronicle';
import { type GameState, opponentOf } from '../core/game-state';
import { ask } from '../core/query-points';
import { gameStakes } from '../turn/staked-cards';
import { drawerOf } from './draw';
import type { PlayChoices } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game won by the other player of the one `who` names, recorded as a forfeit with the cards staked in play (none
 * recorded when there are none); unchanged when there is no such player or the game is already over.
 * @category operations
 */
export const forfeitFor =
  (who: Drawer, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const loser = drawerOf(who, choices, game);
    if (loser === null || game.result !== null) return game;
    const winner = opponentOf(loser)(game);
    const stakes = ask(gameStakes, undefined)(game);
    return record(
      `${loser} forfeits the game`,
      choices.card,
    )({
      ...game,
      winner,
      result: { kind: 'won', winner, reason: 'forfeit', ...(stakes > 0 ? { stakes } : {}) },
    });
  };
