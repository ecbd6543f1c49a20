// Rulebook 7.4 Battle and 7.5.1 Damage: the battle rules, by stage. The battle machine (battle/battle.machine.ts)
// calls these in order; `battle.initiate` is part of the active player's turn decision (domain/turn/turn-actions.ts).

import type { RogueBorgAttack } from '../domain/battle-rules/rogue-borg';
import type { GameState } from '../domain/core/game-state';
import { current } from './common';
import type { BattleRequest } from './initiation';
import type { DefendCommand, SelfControlledAttack } from './model';
import { beginPersonnel } from './personnel-form-up';
import { beginRogueBorg } from './rogue-borg-attack';
import { beginSelfControlled } from './self-controlled-attack';
import { beginShip, defendRule } from './ship-initiation';

export type { RogueBorgAttack } from '../domain/battle-rules/rogue-borg';
export { current, finish } from './common';
export { awaitFollowUp, damageFollowUpRule } from './damage-follow-up-rule';
export { type DamageFollowUpCommand, hasFollowUp } from './damage-follow-ups';
export {
  type BattleRequest,
  checkInitiate,
  initiateCandidates,
  mayCounterAttack,
  toRequest,
} from './initiation';
export type {
  Battle,
  BattleCommand,
  BattleReport,
  DefendCommand,
  InitiateCommand,
  SelfControlledAttack,
  StrikeCommand,
  TacticCommand,
} from './model';
export { awaitStrike, hasPairsLeft, isAwaitingStrike, revealPair, strikeRule } from './personnel-combat';
export { formUpPersonnel } from './personnel-form-up';
export { determinePersonnelWinner, resolvePersonnel } from './personnel-outcome';
export { beginReattack, hasReattack } from './reattack';
export { answeringKills, openDestructionResponses, openInitiationResponses } from './responses';
export { applyDamage, determineShipWinner, resolveShip } from './ship-damage';
export { attackTotal, defenseTotal, openFire, returnFire } from './ship-fire';
export { awaitDefense, defendRule, isAwaitingDefense } from './ship-initiation';
export {
  awaitTactic,
  beginTactics,
  isChoosingTactic,
  revealTactics,
  tacticRule,
  tacticValue,
} from './tactics';

/**
 * Begins the battle a legal `battle.initiate` asked for, or a self-controlled card's attack (stage 1 Initiation).
 * @category operations
 */
export const begin =
  (request: BattleRequest | SelfControlledAttack | RogueBorgAttack) =>
  (game: GameState): GameState => {
    if ('kind' in request)
      return request.kind === 'rogueBorg'
        ? beginRogueBorg(request)(game)
        : beginSelfControlled(request)(game);
    return request.command.kind === 'personnel'
      ? beginPersonnel(request.command, request.counterAttack)(game)
      : beginShip(request.command, request.counterAttack)(game);
  };

/**
 * The defender's possible answers in a ship battle's stage 1 Initiation.
 * @category operations
 */
export const defenses = (game: GameState): ReadonlyArray<DefendCommand> =>
  defendRule.candidates(current(game).defender)(game);

/**
 * Answers for a defender who has one possible answer (nothing may join, no return fire): the battle goes on without
 * asking.
 * @category operations
 */
export const defendAlone = (game: GameState): GameState => {
  const [only] = defenses(game);
  if (only === undefined) throw new Error('defendAlone: the defender has no possible answer');
  return defendRule.apply(only)(game);
};
