// Test support for judges' worked examples through the engine facade: a command refused with the rule it breaks,
// and whether the game was left exactly as it was (ARCHITECTURE "Every player decision is a command").
import * as E from 'fp-ts/Either';
import type { Command } from '../domain/game/decisions';
import { type Game, send, state } from './engine';

/** What sending an illegal command did: the rule it broke (null if accepted) and whether the game is unchanged. */
export interface Refusal {
  readonly rule: string | null;
  readonly unchanged: boolean;
}

/** Sends a command a player may not make; the rule that refused it and whether the game stayed the same. */
export const refusal = (game: Game, command: Command): Refusal => {
  const before = state(game);
  const sent = send(game, command);
  return { rule: E.isLeft(sent) ? sent.left.rule : null, unchanged: state(game) === before };
};
