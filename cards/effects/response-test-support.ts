// Test support for valid responses and "at any time" plays: scenario games through the engine facade (the play-phase
// machine opens the response windows), sending commands as a player would, and what a refused command breaks.
import * as E from 'fp-ts/Either';
import type { GameState, PlayerId } from '../../domain/core/game-state';
import type { Command } from '../../domain/game/decisions';
import type { Scenario, ScenarioBuilder } from '../../domain/game/scenario';
import { type Game, legalActions, send, state } from '../../machines/engine';
import { sent, started as startedAt } from '../../machines/engine-test-support';

/** A game started from a built scenario (in the play phase: at the start of the active player's turn). */
export const started = (builder: ScenarioBuilder): readonly [Game, Scenario] => {
  const built = builder.build();
  return [startedAt(built.game), built];
};

/** Sends a legal command; throws the rule of a refused one. */
export const play = (game: Game, command: Command): GameState => state(sent(game, command));

/** The rule a refused command breaks (the game unchanged), or null when it was accepted. */
export const refused = (game: Game, command: Command): string | null => {
  const sent = send(game, command);
  return E.isLeft(sent) ? sent.left.rule : null;
};

/** The card plays the pending player may make now. */
export const cardPlays = (game: Game): ReadonlyArray<Command> =>
  legalActions(game).filter((c) => c.type === 'card.play');

/** Passes the pending response window. */
export const pass = (game: Game, player: PlayerId): GameState =>
  play(game, { type: 'response.pass', player });
