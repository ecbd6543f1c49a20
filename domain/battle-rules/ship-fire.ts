// Rulebook 7.4 ship battle, stages 4 Open Fire and 5 Return Fire: the firing force's ATTACK total against the single
// target's DEFENSE total gives a hit, a direct hit or a miss; no damage is applied yet (stage 6, ship-damage.ts).
//
// Stage 3 Tactics: a force's current tactic adds its ATTACK bonus once to the force's ATTACK total, and the target's
// player's current tactic its DEFENSE bonus to the target's DEFENSE total (domain/battle-rules/tactic-bonus.ts); `attackTotal` and
// `defenseTotal` are the totals without tactics.
//
// Rounding: the rulebook adds "50% of the SHIELDS of the facility the target is docked at" and neither it nor the
// Current Rulings say to round, so the half is kept exact (SHIELDS 7 adds 3.5): the literal rule, and no case where
// rounding would turn a miss into a hit or the reverse.
import { concatAll } from 'fp-ts/Monoid';
import * as N from 'fp-ts/number';
import { canAct, isCloaked } from '../cards-in-play/presence';
import { attribute } from '../cards-in-play/skills';
import { type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { ask } from '../core/query-points';
import { hasMatchingPersonnel } from '../orders/staffing';
import type { FireResult } from './battle-model';
import { current, logged, shipFight, withBattle } from './battle-under-way';
import { rogueBorgUseShip } from './rogue-borg-abilities';
import { isSelfControlled, SELF_CONTROLLED } from './self-controlled';
import { targetsOf } from './self-controlled-attack';
import { tacticBonus } from './tactic-bonus';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook 7.4 stage 4: "plus 50% of the SHIELDS of the facility the target is docked at". */
const DOCKED_SHIELDS_SHARE = 0.5;

const told: Readonly<Record<FireResult, string>> = {
  miss: 'a miss',
  hit: 'a hit',
  directHit: 'a direct hit',
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "WEAPONS – using": only when uncloaked, undocked, WEAPONS greater than zero and a matching personnel aboard
// (a self-controlled card, the Borg Ship dilemma, fires with no one aboard; so does a ship Lore Returns lets Rogue Borg
// use, in the attack they make with it)
/**
 * Whether a ship or facility may fire its WEAPONS now (and is neither disabled nor in stasis, 10.2.3/10.2.4).
 * @category predicates
 */
export const canFire =
  (id: CardId) =>
  (game: GameState): boolean =>
    getCard(id)(game).zone.kind !== 'docked' &&
    !isCloaked(id)(game) &&
    canAct(id)(game) &&
    attribute(id, 'WEAPONS')(game) > 0 &&
    (isSelfControlled(id)(game) || hasMatchingPersonnel(id)(game) || isRogueBorgAttacking(id, game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 ship battle, stage 4: ATTACK is the sum of the force's WEAPONS, with attribute enhancements
/**
 * The ATTACK total of a force: the WEAPONS (after modifiers) of each of its cards able to fire.
 * @category operations
 */
export const attackTotal =
  (force: ReadonlyArray<CardId>) =>
  (game: GameState): number =>
    concatAll(N.MonoidSum)(
      force.filter((id) => canFire(id)(game)).map((id) => attribute(id, 'WEAPONS')(game)),
    );

// Rulebook 7.4 ship battle, stage 4: DEFENSE is the target's SHIELDS plus 50% of those of the facility it is docked at
/**
 * The DEFENSE total of the single targeted card (SHIELDS never count below 0).
 * @category operations
 */
export const defenseTotal =
  (target: CardId) =>
  (game: GameState): number => {
    const zone = getCard(target)(game).zone;
    const facility = zone.kind === 'docked' ? DOCKED_SHIELDS_SHARE * shields(zone.facility, game) : 0;
    return shields(target, game) + facility;
  };

// Rulebook 7.4 ship battle, stage 4: a hit if ATTACK > DEFENSE, a direct hit if ATTACK > 2 × DEFENSE, else a miss
/**
 * The result of a volley of `attack` against `defense`.
 * @category operations
 */
export const fireResult = (attack: number, defense: number): FireResult =>
  attack > 2 * defense ? 'directHit' : attack > defense ? 'hit' : 'miss';

// Rulebook 7.4 ship battle, stage 4 Open Fire: the attacking force fires at the target
/**
 * The attacking force's volley at the target, recorded in the battle's volleys; no damage yet.
 * @category operations
 */
export const openFire = (game: GameState): GameState => {
  const { forces, target, multiple } = shipFight(game);
  const { attacker } = current(game);
  // Rulings "battle – Multiple targets": a self-controlled attacker fires at each target in turn
  if (multiple !== undefined) return forces[1].reduce((g, id) => volley(forces[0], id, attacker, g), game);
  return volley(forces[0], target, attacker, game);
};

// Rulebook 7.4 ship battle, stage 5 Return Fire: "repeat Stage 4: Open Fire with the forces reversed"
/**
 * The defending force's volley at the card it chose to return fire at; the game unchanged without return fire.
 * @category operations
 */
export const returnFire = (game: GameState): GameState => {
  const { forces, returnFireAt, multiple } = shipFight(game);
  // a self-controlled attacker's battle: each player who chose to fire back fires with their targeted ships
  if (multiple !== undefined)
    return multiple.returnFire.reduce((g, r) => volley(targetsOf(r.player)(g), r.at, r.player, g), game);
  return returnFireAt === null || returnFireAt === undefined
    ? game
    : volley(forces[1], returnFireAt, current(game).defender, game);
};

// Rulebook 7.4 stages 4 and 5: the attacking force fires; a defending force only if it returns fire (a tactic's "if you
// have a … ship firing")
/**
 * The player's cards firing in the ship battle under way: able to fire, in a force that fires in it.
 * @category operations
 */
export const cardsFiring =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const fight = shipFight(game);
    if (player === current(game).attacker) return firingCards(fight.forces[0], game);
    if (fight.multiple !== undefined)
      return fight.multiple.returnFire.some((r) => r.player === player)
        ? firingCards(targetsOf(player)(game), game)
        : [];
    const returning = fight.returnFireAt !== null && fight.returnFireAt !== undefined;
    return returning ? firingCards(fight.forces[1], game) : [];
  };

// Helpers

const shields = (id: CardId, game: GameState): number => Math.max(0, attribute(id, 'SHIELDS')(game));

const volley = (
  force: ReadonlyArray<CardId>,
  target: CardId,
  player: PlayerId,
  game: GameState,
): GameState => {
  const fight = shipFight(game);
  const firing = firingCards(force, game);
  const bonus = tacticBonus(player, 'attack', { firing, defending: null, target })(game);
  const defending = { firing: cardsFiring(getCard(target)(game).controller)(game), defending: target };
  const shield = tacticBonus(getCard(target)(game).controller, 'defense', defending)(game);
  const attack = attackTotal(force)(game) + bonus;
  const defense = defenseTotal(target)(game) + shield;
  const result = fireResult(attack, defense);
  const text = `is fired on by ${player}: ATTACK ${attack}${withTactic(bonus)} against DEFENSE ${defense}${withTactic(shield)}, ${told[result]}`;
  const fired = { target, result, by: player, firing };
  return withBattle((battle) =>
    logged(target, text)({ ...battle, fight: { ...fight, volleys: [...fight.volleys, fired] } }),
  )(game);
};

const firingCards = (force: ReadonlyArray<CardId>, game: GameState): ReadonlyArray<CardId> =>
  force.filter((id) => canFire(id)(game));

const withTactic = (bonus: number): string =>
  bonus === 0 ? '' : ` (tactic ${bonus > 0 ? '+' : ''}${bonus})`;

// Lore Returns: "your {Rogue Borg} may now use ship to attack ships": the ship attacks in a battle no player initiated
const isRogueBorgAttacking = (id: CardId, game: GameState): boolean =>
  game.battle?.attacker === SELF_CONTROLLED &&
  game.battle.fight.kind === 'ship' &&
  game.battle.fight.forces[0].includes(id) &&
  ask(rogueBorgUseShip, id)(game);
