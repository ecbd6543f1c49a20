// Rulebook "End of Turn": the end-of-turn actions that ask a player for a decision, one at a time before the
// others ("You may address them in any order, with the exception that your end-of-turn card draw must be the very
// last thing you do"): Telepathic Alien Kidnappers' guess (card text, ./turn-port.ts), then Nemesis Destruction
// (nemesis.ts), then Quark's Bar's additional card draw (sites/morn-draw.ts). The play phase asks again after each
// decision until none is left.
import type { GameState } from '../core/game-state';
import * as MornDraw from '../sites/morn-draw';
import * as Nemesis from '../special-rules/nemesis';
import { turnText } from './turn-port';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "End of Turn": end-of-turn actions in any order, the card draw last
/**
 * The game waiting on the next end-of-turn decision (a guess, a nemesis to destroy, then an additional card draw);
 * unchanged when none is left.
 * @category operations
 */
export const beginNext = (game: GameState): GameState => {
  const guessing = turnText().beginEndOfTurnGuess(game);
  if (guessing.choosing !== undefined) return guessing;
  const nemesis = Nemesis.beginChoice(guessing);
  return nemesis.choosing === undefined ? MornDraw.beginChoice(nemesis) : nemesis;
};
