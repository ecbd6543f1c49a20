// The general verb `endTurn` of the card texts (issue #14, cards/language/verb-language.ts), shared with the dilemmas
// (Temporal Causality Loop "end turn", domain/dilemma-effects/undo.ts): Rulebook "End of Turn" (L956), "announce that
// you are ending your turn". End Transmission: "Immediately end your turn".
import { named, record } from '../core/chronicle';
import type { GameState } from '../core/game-state';
import { endingTurn } from '../core/turn-state';
import type { PlayChoices } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Ends the turn of the card's player once the action under way is over (the play phase goes to the end of the turn);
 * nothing on another player's turn, or when the turn already ends.
 * @category operations
 */
export const endTurnFor =
  (choices: PlayChoices) =>
  (game: GameState): GameState => {
    if (game.turn.active !== choices.player || game.turn.mustEnd === true) return game;
    const by = choices.card === undefined ? '' : `: ${named(choices.card)(game)}`;
    return record(
      `${choices.player} ends the turn${by}`,
      choices.card,
    )({ ...game, turn: endingTurn(game.turn) });
  };
