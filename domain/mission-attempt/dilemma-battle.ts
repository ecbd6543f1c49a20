// Rulebook 7.4 Battle during a mission attempt: a battle a dilemma's text lets a player initiate (Ferengi Ambush: "They
// may initiate battle (if possible)"; domain/dilemma-effects/battle.ts) is fought as soon as the dilemma is resolved,
// by the battle machine the mission attempt invokes; the attempt then goes on with whoever remains (Rulebook 7.4 stage
// 6: the survivors are stopped, and stopped personnel are separated from the attempt, 10.2.5). It is never a
// counter-attack: the opponent initiates it during the attempting player's turn, and a counter-attack is made during the
// attacked player's own next turn (Rulebook 7.4 L745).
import type { PersonnelInitiateCommand } from '../core/battle-state';
import type { GameState } from '../core/game-state';
import { current } from './seed-cards';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the dilemma just resolved left a battle to fight.
 * @category predicates
 */
export const hasDilemmaBattle = (game: GameState): boolean => current(game).battle !== undefined;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The battle the dilemma left, as the battle machine's input: the game without it in the attempt, and its request;
 * throws when none is due (a programming error: guarded by `hasDilemmaBattle`).
 * @category operations
 */
export const dilemmaBattle = (
  game: GameState,
): {
  readonly game: GameState;
  readonly request: { readonly command: PersonnelInitiateCommand; readonly counterAttack: false };
} => {
  const { battle, ...attempt } = current(game);
  if (battle === undefined) throw new Error('dilemmaBattle: no dilemma left a battle to fight');
  return { game: { ...game, attempt }, request: { command: battle, counterAttack: false } };
};
