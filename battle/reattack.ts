// A battle a card's text leaves to follow the battle under way (the general verb `battle`,
// domain/card-effects/text-battle.ts; Klingon Right of Vengeance: "all other Klingons present may immediately re-attack
// with double STRENGTH"): once that battle is over, it is a new personnel battle initiated at once (Rulebook 7.4 stage
// 1 Initiation, without the leader and affiliation restrictions the card overrides), the text's `then` verbs resolved
// in it (a `modify` "for this battle": the attackers' STRENGTH doubled, S.A.M. multiply, until it ends).

import { current, finish, logged, withBattle } from '../domain/battle-rules/battle-under-way';
import { beginPersonnel } from '../domain/battle-rules/personnel-form-up';
import { resolveVerb } from '../domain/card-effects/verbs';
import type { GameState } from '../domain/core/game-state';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a re-attack waits for the battle under way to be over.
 * @category predicates
 */
export const hasReattack = (game: GameState): boolean => current(game).reattack !== undefined;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Klingon Right of Vengeance: "immediately re-attack with double STRENGTH"
/**
 * Ends the battle under way and begins the re-attack it requested, then resolves the text's verbs for that battle.
 * @category operations
 */
export const beginReattack = (game: GameState): GameState => {
  const reattack = current(game).reattack;
  if (reattack === undefined) throw new Error('beginReattack: no re-attack was requested');
  const { command, card, effects } = reattack;
  const begun = beginPersonnel(command, false)(finish(game).game);
  const text = `re-attacks: ${command.attackers.length} personnel`;
  const announced = withBattle((battle) => logged(card, text)(battle))(begun);
  const choices = { player: command.player, card, targetCard: null, targetPlayer: null, take: null };
  return effects.reduce((g, verb) => resolveVerb(verb, choices)(g), announced);
};
