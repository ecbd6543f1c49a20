// Rulebook 7.4 Battle and 7.5.1 Damage: the battle's stages, for the battle machine (battle/battle.machine.ts), which
// calls these in order: the stage rules the rest of the game shares (domain/battle-rules/) and the outcome and damage
// steps only the machine takes (this folder). `battle.initiate` is part of the active player's turn decision
// (domain/turn/turn-actions.ts, domain/battle-rules/initiation.ts).

import type { DefendCommand, SelfControlledAttack } from '../domain/battle-rules/battle-model';
import { current } from '../domain/battle-rules/battle-under-way';
import type { BattleRequest } from '../domain/battle-rules/initiation';
import { beginPersonnel } from '../domain/battle-rules/personnel-form-up';
import type { RogueBorgAttack } from '../domain/battle-rules/rogue-borg';
import { beginRogueBorg } from '../domain/battle-rules/rogue-borg-attack';
import { beginSelfControlled } from '../domain/battle-rules/self-controlled-attack';
import { beginShip, defendRule } from '../domain/battle-rules/ship-initiation';
import type { GameState } from '../domain/core/game-state';

export type {
  Battle,
  BattleCommand,
  BattleReport,
  DefendCommand,
  InitiateCommand,
  SelfControlledAttack,
  StrikeCommand,
  TacticCommand,
} from '../domain/battle-rules/battle-model';
export { current, finish } from '../domain/battle-rules/battle-under-way';
export { awaitFollowUp, damageFollowUpRule } from '../domain/battle-rules/damage-follow-up-rule';
export { type DamageFollowUpCommand, hasFollowUp } from '../domain/battle-rules/damage-follow-ups';
export {
  type BattleRequest,
  checkInitiate,
  initiateCandidates,
  mayCounterAttack,
  toRequest,
} from '../domain/battle-rules/initiation';
export {
  awaitStrike,
  hasPairsLeft,
  isAwaitingStrike,
  revealPair,
  strikeRule,
} from '../domain/battle-rules/personnel-combat';
export { formUpPersonnel } from '../domain/battle-rules/personnel-form-up';
export type { RogueBorgAttack } from '../domain/battle-rules/rogue-borg';
export { attackTotal, defenseTotal, openFire, returnFire } from '../domain/battle-rules/ship-fire';
export { awaitDefense, defendRule, isAwaitingDefense } from '../domain/battle-rules/ship-initiation';
export {
  awaitTactic,
  beginTactics,
  isChoosingTactic,
  revealTactics,
  tacticRule,
  tacticValue,
} from '../domain/battle-rules/tactics';
export { determinePersonnelWinner, resolvePersonnel } from './personnel-outcome';
export { beginReattack, hasReattack } from './reattack';
export { answeringKills, openDestructionResponses, openInitiationResponses } from './responses';
export { applyDamage, determineShipWinner, resolveShip } from './ship-damage';

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
