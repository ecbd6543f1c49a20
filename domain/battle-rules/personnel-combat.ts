// Rulebook 7.4 Personnel battle, stage 4 Combat: the top combatants of both combat piles are revealed as adversaries
// and compare STRENGTH; the stronger one's controller may stun the weaker (or mortally wound it when more than double).
// Each combatant is revealed once, so a stunned one can later be mortally wounded only as the loser's casualty.
import * as E from 'fp-ts/Either';
import { attribute } from '../cards-in-play/skills';
import { named } from '../core/chronicle';
import { awaitDecision, type DecisionRule } from '../core/decision';
import { type CardId, type GameState, getCard } from '../core/game-state';
import { ruleError } from '../core/rule-error';
import type { PersonnelBattle, Strike, StrikeCommand } from './battle-model';
import { logged, personnelFight, withBattle } from './battle-under-way';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = '7.4 Personnel battle: Combat';

const told: Readonly<Record<Strike, string>> = {
  stun: 'is stunned',
  mortallyWound: 'is mortally wounded',
  spare: 'is spared',
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 4 Combat: "Repeat this stage of the battle until either combat pile is empty"
/**
 * Whether both combat piles still hold a combatant.
 * @category predicates
 */
export const hasPairsLeft = (game: GameState): boolean => {
  const [attacking, defending] = personnelFight(game).piles;
  return attacking.length > 0 && defending.length > 0;
};

/**
 * Whether the stronger adversary's controller has a strike to choose.
 * @category predicates
 */
export const isAwaitingStrike = (game: GameState): boolean => personnelFight(game).awaiting !== null;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 4 Combat: greater STRENGTH may stun; more than double may stun or mortally wound; equal, neither
/**
 * Reveals the top combatant of each pile as adversaries and compares their STRENGTH (with modifiers); the stronger
 * one's controller then awaits a strike against the weaker, or, self-controlled (Rogue Borg), makes the strongest.
 * @category operations
 */
export const revealPair = (game: GameState): GameState => {
  const fight = personnelFight(game);
  const [[attacker, ...attackPile], [defender, ...defendPile]] = fight.piles;
  if (attacker === undefined || defender === undefined) throw new Error('revealPair: a combat pile is empty');
  const strengths = [attribute(attacker, 'STRENGTH')(game), attribute(defender, 'STRENGTH')(game)] as const;
  const revealed = `(STRENGTH ${strengths[0]}) faces ${named(defender)(game)} (STRENGTH ${strengths[1]})`;
  const awaiting = strikeAgainst([attacker, defender], strengths, game);
  const next: PersonnelBattle = {
    ...fight,
    piles: [attackPile, defendPile],
    adversaries: [attacker, defender],
    awaiting,
  };
  const shown = withBattle((b) => logged(attacker, revealed)({ ...b, fight: next }))(game);
  // a self-controlled combatant's strike is chosen by no player: the strongest allowed (listed first)
  return awaiting?.player === SELF_CONTROLLED ? struck(awaiting.strikes[0] as Strike)(shown) : shown;
};

/**
 * Waits on the stronger adversary's controller to choose a strike.
 * @category operations
 */
export const awaitStrike = (game: GameState): GameState => {
  const awaiting = personnelFight(game).awaiting;
  if (awaiting === null) throw new Error('awaitStrike: the battle waits on no strike');
  return awaitDecision(awaiting.player, 'battle.strike')(game);
};

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The rule of `battle.strike`: one command per strike the stronger adversary's controller may choose.
 * @category instances
 */
export const strikeRule: DecisionRule<StrikeCommand> = {
  commandTypes: ['battle.strike'],
  candidatesAreLegal: true,
  candidates: (player) => (game) => {
    const awaiting = awaitingOf(game);
    if (awaiting === null || awaiting.player !== player) return [];
    return awaiting.strikes.map((strike) => ({ type: 'battle.strike', player, strike }));
  },
  check: (command) => (game) => {
    const awaiting = awaitingOf(game);
    if (awaiting === null) return E.left(ruleError(RULE, 'No adversary waits on a strike.'));
    if (awaiting.player !== command.player)
      return E.left(
        ruleError(RULE, `${awaiting.player} controls the stronger adversary and chooses the strike.`),
      );
    return awaiting.strikes.includes(command.strike)
      ? E.right(undefined)
      : E.left(
          ruleError(
            RULE,
            `"${command.strike}" is not allowed against ${named(awaiting.target)(game)}: choose ${awaiting.strikes.join(', ')}.`,
          ),
        );
  },
  apply: (command) => struck(command.strike),
};

// Helpers

/** The awaited strike made against the weaker adversary. */
const struck = (strike: Strike) =>
  withBattle((battle) => {
    const fight = battle.fight as PersonnelBattle;
    const target = fight.awaiting?.target as CardId;
    const next: PersonnelBattle = {
      ...fight,
      stunned: strike === 'stun' ? [...fight.stunned, target] : fight.stunned,
      mortallyWounded:
        strike === 'mortallyWound' ? [...fight.mortallyWounded, target] : fight.mortallyWounded,
      adversaries: null,
      awaiting: null,
    };
    return logged(target, told[strike])({ ...battle, fight: next });
  });

const awaitingOf = (game: GameState): PersonnelBattle['awaiting'] => {
  const fight = game.battle?.fight;
  return fight?.kind === 'personnel' ? fight.awaiting : null;
};

/** The strike the stronger adversary's controller chooses, or null when their STRENGTH is equal. */
const strikeAgainst = (
  adversaries: readonly [CardId, CardId],
  strengths: readonly [number, number],
  game: GameState,
): PersonnelBattle['awaiting'] => {
  if (strengths[0] === strengths[1]) return null;
  const stronger = strengths[0] > strengths[1] ? 0 : 1;
  const weaker = 1 - stronger;
  const strong = strengths[stronger] as number;
  const weak = strengths[weaker] as number;
  return {
    player: getCard(adversaries[stronger] as CardId)(game).controller,
    target: adversaries[weaker] as CardId,
    strikes: strong > 2 * weak ? ['mortallyWound', 'stun', 'spare'] : ['stun', 'spare'],
  };
};
