// Rulebook 7.4 Battle ("Initiating Battle", affiliation attack restrictions, counter-attack), "Guramba", and
// Current Rulings "battle" and "Borg": who may start a personnel or ship battle against whom.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { Affiliation } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { BORG, FEDERATION, NEUTRAL, NON_ALIGNED } from '../cards-in-play/compatibility';
import { canAct, crewOf, isHere, isInStasis, isPresentWith } from '../cards-in-play/presence';
import { attribute, hasSkill, isLeader } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { hasMatchingPersonnel, operators } from '../orders/staffing';
import { isSelfControlled } from './self-controlled';
import { ignoresAttackRestrictions } from './tactics-damage';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A battle a player wants to start (Rulebook 7.4, stage 1 Initiation of either battle). */
export interface BattleInitiation {
  readonly kind: 'personnel' | 'ship';
  readonly player: PlayerId;
  /** Personnel battle: the attacking crew or Away Team. Ship battle: the attacking ships and facilities. */
  readonly attackers: ReadonlyArray<CardId>;
  /** Personnel battle: the targeted crew or Away Team. Ship battle: the one targeted ship or facility. */
  readonly targets: ReadonlyArray<CardId>;
  /** Rulebook 7.4: during a counter-attack, affiliation attack restrictions do not apply and no leader is needed. */
  readonly counterAttack: boolean;
}

const RULE = '7.4 Battle';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.4 affiliation attack restrictions: standard affiliations never attack their own; [Kli], [Kaz], [NA] and
// [Neu] have none; [Fed] may initiate only against [Bor] (and [Self] cards, checked by the caller)
/**
 * Whether forces of the `attacker` affiliation may initiate battle against cards of the `target` affiliation.
 * @category predicates
 */
export const mayAttack = (attacker: Affiliation, target: Affiliation): boolean => {
  if (attacker === FEDERATION) return target === BORG;
  return UNRESTRICTED.includes(attacker) || attacker !== target;
};

// Rulebook 7.4 and "Guramba": a leader (OFFICER or Leadership) must be present; two against a team with Guramba
/**
 * How many leaders the attackers need: none in a counter-attack, two against a personnel force with Guramba, else one.
 * @category predicates
 */
export const leadersRequired =
  (battle: BattleInitiation) =>
  (game: GameState): number => {
    if (battle.counterAttack) return 0;
    const guramba = battle.kind === 'personnel' && battle.targets.some((id) => hasSkill(id, 'Guramba')(game));
    return guramba ? 2 : 1;
  };

// Rulebook 7.4 Initiating Battle: your unstopped forces, with leaders, against present cards you do not control
/**
 * Right when the player may initiate this battle now, else the rule it breaks.
 * @category predicates
 */
export const canInitiateBattle =
  (battle: BattleInitiation) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      checkForces(battle, game),
      E.flatMap(() =>
        battle.kind === 'personnel' ? checkPersonnelLeaders(battle, game) : checkShips(battle, game),
      ),
      E.flatMap(() => checkAffiliations(battle, game)),
    );

// Helpers

const UNRESTRICTED: ReadonlyArray<Affiliation> = ['Klingon', 'Kazon', NON_ALIGNED, NEUTRAL];

const title = (id: CardId, game: GameState): string => blueprintOf(id)(game).title;

/** Both forces non-empty; attackers yours, able and unstopped; targets not yours, not in stasis, and present. */
const checkForces = (battle: BattleInitiation, game: GameState): E.Either<RuleError, void> => {
  const [first, target] = [battle.attackers[0], battle.targets[0]];
  if (first === undefined || target === undefined)
    return E.left(ruleError(RULE, 'a battle needs attackers and a target'));
  const notYours = battle.attackers.find((id) => getCard(id)(game).controller !== battle.player);
  if (notYours !== undefined)
    return E.left(ruleError(RULE, `${title(notYours, game)} is not yours to attack with`));
  const unable = battle.attackers.find((id) => getCard(id)(game).stopped || !canAct(id)(game));
  if (unable !== undefined)
    return E.left(
      ruleError('10.2.1 Stopped', `${title(unable, game)} is stopped or unable to take part in an attack`),
    );
  const own = battle.targets.find((id) => getCard(id)(game).controller === battle.player);
  if (own !== undefined)
    return E.left(ruleError(RULE, `you may not initiate battle against your own ${title(own, game)}`));
  const stasis = battle.targets.find((id) => isInStasis(id)(game));
  if (stasis !== undefined) return E.left(ruleError('10.2.4 Stasis', `${title(stasis, game)} is in stasis`));
  const together =
    battle.kind === 'personnel'
      ? [...battle.attackers, ...battle.targets].every((id) => isPresentWith(first, id)(game))
      : O.exists((location: LocationId) => battle.attackers.every((id) => isHere(id, location)(game)))(
          locationOf(target)(game),
        );
  return together
    ? E.right(undefined)
    : E.left(ruleError(RULE, `the attackers are not present with ${title(target, game)}`));
};

/** Personnel battle: enough leaders in the attacking force ([Def] personnel for Borg, Rulings "Borg"). */
const checkPersonnelLeaders = (battle: BattleInitiation, game: GameState): E.Either<RuleError, void> => {
  const needed = leadersRequired(battle)(game);
  const leaders = battle.attackers.filter((id) => leads(id, game)).length;
  return leaders >= needed
    ? E.right(undefined)
    : E.left(
        ruleError(
          RULE,
          `initiating this battle needs ${needed} leader(s) present, the attackers have ${leaders}`,
        ),
      );
};

/** Ship battle: each attacker a ship or facility with WEAPONS, undocked, with a matching personnel and a leader aboard. */
const checkShips = (battle: BattleInitiation, game: GameState): E.Either<RuleError, void> => {
  const needed = leadersRequired(battle)(game);
  const notShip = [...battle.attackers, ...battle.targets].find((id) => !isShipOrFacility(id, game));
  if (notShip !== undefined)
    return E.left(ruleError(RULE, `${title(notShip, game)} is not a ship or facility`));
  for (const id of battle.attackers) {
    const card = blueprintOf(id)(game);
    if (getCard(id)(game).zone.kind === 'docked' || attribute(id, 'WEAPONS')(game) <= 0)
      return E.left(
        ruleError('Rulings "WEAPONS – using"', `${card.title} cannot use WEAPONS (docked or none)`),
      );
    if (!hasMatchingPersonnel(id)(game))
      return E.left(
        ruleError('7.1.3 Staff a Ship', `${card.title} has no personnel of matching affiliation aboard`),
      );
    if (operators(id)(game).filter((p) => leads(p, game)).length < needed)
      return E.left(ruleError(RULE, `${card.title} has no leader aboard to initiate battle`));
  }
  return E.right(undefined);
};

/** A ship or facility, or a self-controlled card in space (Rulings "battle": the Borg Ship dilemma). */
const isShipOrFacility = (id: CardId, game: GameState): boolean => {
  const type = blueprintOf(id)(game).type;
  return type === 'Ship' || type === 'Facility' || isSelfControlled(id)(game);
};

/** A leader (OFFICER or Leadership) able to act; for the Borg, a [Def] personnel instead (Rulings "Borg"). */
const leads = (id: CardId, game: GameState): boolean => {
  const card = blueprintOf(id)(game);
  if (card.type !== 'Personnel' || !canAct(id)(game)) return false;
  return affiliationOf(id)(game) === BORG ? card.staffing.includes('Def') : isLeader(id)(game);
};

/**
 * Every attacking affiliation may attack every targeted one (a ship's crew counts); [Self] cards and self-controlled
 * cards (Rogue Borg: Rulings "battle") are open to all (Rulebook "Self-Controlling Cards": "including [Fed]").
 */
const checkAffiliations = (battle: BattleInitiation, game: GameState): E.Either<RuleError, void> => {
  if (battle.counterAttack) return E.right(undefined);
  const affiliations = (ids: ReadonlyArray<CardId>) =>
    ids.flatMap((id) => {
      const own = affiliationOf(id)(game);
      return own === null ? [] : [own];
    });
  const targets = battle.targets.filter(
    (id) => !blueprintOf(id)(game).icons.includes('Self') && !isSelfControlled(id)(game),
  );
  const defending = affiliations(
    battle.kind === 'ship' ? targets.flatMap((id) => [id, ...crewOf(id)(game)]) : targets,
  );
  // Classic Phaser Banks' damage marker: "[Fed][OS] ships may attack this ship, ignoring affiliation attack restrictions"
  const restricted =
    battle.kind === 'ship'
      ? battle.attackers.filter((id) => !battle.targets.every((t) => ignoresAttackRestrictions(id, t)(game)))
      : battle.attackers;
  for (const attacker of new Set(affiliations(restricted)))
    for (const target of new Set(defending))
      if (!mayAttack(attacker, target))
        return E.left(
          ruleError('7.4 Affiliation attack restrictions', `${attacker} may not attack ${target}`),
        );
  return E.right(undefined);
};
