// Test support for card text that acts at the end of turns: ending turns of a scenario game through the engine facade
// (the play-phase machine runs the end of each turn and the start of the next), passing the response windows that
// open on the way.

import type { GameState } from '../../domain/core/game-state';
import type { Command } from '../../domain/game/decisions';
import { type Game, state } from '../../machines/engine';
import { pass, play } from './response-test-support';

/** Passes every response window the game waits on; the state after. */
export const passWindows = (game: Game): GameState => {
  for (
    let pending = state(game).pending;
    pending?.decision === 'response.window';
    pending = state(game).pending
  )
    pass(game, pending.player);
  return state(game);
};

/** Sends a legal command, then passes the response windows it opens; throws the rule of a refused command. */
export const act = (game: Game, command: Command): GameState => {
  play(game, command);
  return passWindows(game);
};

/** Ends the active player's turn `times` times in a row; the state after the last. */
export const endTurns = (game: Game, times: number): GameState => {
  for (let i = 0; i < times; i++) act(game, { type: 'turn.end', player: state(game).turn.active });
  return state(game);
};

/** p1 ends the turn and reaches the end-of-turn draw (`turn.draw`, asked when a download may replace it). */
export const toEndOfTurnDraw = (game: Game): GameState => act(game, { type: 'turn.end', player: 'p1' });

/** p1's download of `target` by `source`'s text in place of the end-of-turn card draw, used as `use` says. */
export const inPlaceOfDraw = (
  source: string,
  target: string,
  use:
    | { readonly to: 'hand' }
    | { readonly play: object }
    | { readonly facility: string; readonly affiliation: null },
): Command =>
  ({ type: 'card.download', player: 'p1', source, target, inPlaceOf: 'cardDraw', ...use }) as Command;
