// Rulebook 7.4 Battle, stage 2 Responses: "Players that control a force in the battle may now play or use cards that
// apply at the initiation of battle". The battle just initiated is an action (domain/responses) that those players may
// answer in a response window before the battle goes on; a window opens only when one of them holds such a card.
// After the resolution, the personnel the battle killed may be answered the same way (Klingon Death Yell: "Plays on
// any just killed Klingon"), and before a ship battle's resolution the ships it is about to destroy (Escape Pod).
import * as O from 'fp-ts/Option';
import { actorOf, current } from '../domain/battle-rules/battle-under-way';
import { killedBetween } from '../domain/card-effects/kill-responses';
import { recordKill } from '../domain/core/game-events';
import type { GameState } from '../domain/core/game-state';
import { answerEvents } from '../domain/game/settle';
import { open } from '../domain/responses';
import { oweDiscards } from '../domain/sites/bar-kills';
import { doomed } from './ship-damage';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 personnel battle and ship battle, stage 2 Responses
/**
 * The game waiting on the first player who may answer the battle just initiated (the defender first), or unchanged
 * when no one holds a valid response.
 * @category operations
 */
export const openInitiationResponses = (game: GameState): GameState => {
  const battle = current(game);
  const action = { kind: 'battleInitiated', player: actorOf(battle), battle: battle.fight.kind } as const;
  return O.getOrElse(() => game)(open(action)(game));
};

// Rulebook 7.4 ship battle, stage 8 Resolution: the kills of the damage (stage 6) answered with the resolution's
const withKillsBeforeResolution = (game: GameState): GameState => {
  const held = game.battle?.killedBeforeResolution ?? [];
  if (game.battle === undefined || held.length === 0) return game;
  const { killedBeforeResolution: _, ...battle } = game.battle;
  return held.reduce((g: GameState, card) => recordKill(card)(g), { ...game, battle });
};

// Klingon Death Yell: "Plays on any just killed Klingon"; Rulebook 7.4 ship battle stage 8: "Players may now play
// cards that respond to the destruction of a card"; Quark's Bar: "Any player who kills any waiters or dabo girls here
// in battle must discard two cards for each"
/**
 * The battle's resolution `step` with its game events answered at once (the kills' response windows, Escape Pod's
 * rescue: domain/game/settle.ts), the discards owed for the waiters and dabo girls it killed first.
 * @category operations
 */
export const answeringKills =
  (step: (game: GameState) => GameState) =>
  (game: GameState): GameState => {
    const stepped = step(game);
    const killed = killedBetween(game, stepped);
    const battle = current(stepped);
    const owed =
      killed.length === 0 ? stepped : oweDiscards(killed, game, [battle.attacker, battle.defender])(stepped);
    return answerEvents(withKillsBeforeResolution(owed));
  };

// Rulebook 7.4 ship battle, stage 8 Resolution: "Players may now play cards that respond to the destruction of a card,
// such as Escape Pod"
/**
 * The game waiting on the first player who may answer the destruction of the cards the resolution is about to
 * destroy (still in play), or unchanged when none is doomed or no one holds a valid response.
 * @category operations
 */
export const openDestructionResponses = (game: GameState): GameState => {
  const cards = doomed(game);
  if (cards.length === 0) return game;
  const action = { kind: 'shipsBeingDestroyed', player: actorOf(current(game)), cards } as const;
  return O.getOrElse(() => game)(open(action)(game));
};
