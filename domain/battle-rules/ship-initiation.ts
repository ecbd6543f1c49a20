// Rulebook 7.4 ship battle, stage 1 Initiation: the attacking force and its one target begin the battle; the target's
// controller may add compatible cards with WEAPONS there to the defending force and decides whether to return fire,
// and at which card of the attacking force (`battle.defend`).
import * as E from 'fp-ts/Either';
import { areCompatible } from '../cards-in-play/compatibility';
import { named } from '../core/chronicle';
import { awaitDecision, type DecisionRule } from '../core/decision';
import { type CardId, cardsIn, type GameState, getCard, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { subsets } from '../core/subsets';
import type { Battle, DefendCommand, ShipInitiateCommand } from './battle-model';
import { current, logged, shipFight, withBattle } from './battle-under-way';
import { isSelfControlled, SELF_CONTROLLED } from './self-controlled';
import { decide, targetsOf } from './self-controlled-attack';
import { canFire } from './ship-fire';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = '7.4 Ship battle: Initiation';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// Rulebook 7.4 ship battle, stage 1: "The targeted card forms the defending force"
/**
 * The game with the ship battle begun: the attacking force against its one target, logged.
 * @category constructors
 */
export const beginShip =
  (command: ShipInitiateCommand, counterAttack: boolean) =>
  (game: GameState): GameState => {
    const battle: Battle = {
      attacker: command.player,
      defender: getCard(command.target)(game).controller,
      location: command.location,
      counterAttack,
      fight: {
        kind: 'ship',
        forces: [command.attackers, [command.target]],
        target: command.target,
        volleys: [],
        hullDamage: {},
      },
      resume: game.pending,
      events: [],
    };
    const force = command.attackers.map((id) => named(id)(game)).join(', ');
    const how = counterAttack ? 'counter-attacks' : 'attacks';
    return withBattle(logged(command.target, `is targeted: ${command.player} ${how} with ${force}`))({
      ...game,
      battle,
    });
  };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the defender (in a self-controlled card's battle, any player targeted) has yet to decide on joining cards and
 * return fire.
 * @category predicates
 */
export const isAwaitingDefense = (game: GameState): boolean => {
  const { multiple, returnFireAt } = shipFight(game);
  return multiple === undefined ? returnFireAt === undefined : multiple.deciding.length > 0;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 ship battle, stage 1: "compatible cards with WEAPONS at that location … at least one matching,
// compatible personnel aboard"; Rulings "WEAPONS – using": docked or cloaked cards cannot fire
/**
 * The defender's cards that may join the defending force: compatible with the target and able to fire.
 * @category operations
 */
export const joinable = (game: GameState): ReadonlyArray<CardId> => {
  const { defender, location } = current(game);
  const { target, multiple } = shipFight(game);
  // every ship there is a target of a self-controlled card's attack; no player decides for a self-controlled target
  if (multiple !== undefined || defender === SELF_CONTROLLED) return [];
  return cardsIn({ kind: 'atLocation', location })(game).filter(
    (id) =>
      id !== target &&
      getCard(id)(game).controller === defender &&
      areCompatible(target, id)(game) &&
      canFire(id)(game),
  );
};

// Rulebook 7.4: "her ships do not need OFFICER or Leadership to fire back"; stage 1: one card of the attacking force;
// a self-controlled card does not return fire (no player decides for it)
/**
 * The cards a defending force may return fire at: each card of the attacking force, if some card of `force` can fire.
 * @category operations
 */
export const returnFireTargetsFor =
  (force: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<CardId> =>
    force.some((id) => canFire(id)(game) && !isSelfControlled(id)(game)) ? shipFight(game).forces[0] : [];

/**
 * The cards the defending force as it stands may return fire at (see {@link returnFireTargetsFor}).
 * @category operations
 */
export const returnFireTargets = (game: GameState): ReadonlyArray<CardId> =>
  returnFireTargetsFor(shipFight(game).forces[1])(game);

/**
 * The game waiting on the defender's `battle.defend` decision.
 * @category operations
 */
export const awaitDefense = (game: GameState): GameState =>
  awaitDecision(current(game).defender, 'battle.defend')(game);

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The rule of `battle.defend`: every subset of the joinable cards ("any or all"), with no return fire or with return
 * fire at each card of the attacking force that the defending force may fire at.
 * @category instances
 */
export const defendRule: DecisionRule<DefendCommand> = {
  commandTypes: ['battle.defend'],
  candidates: (player) => (game) => {
    if (!awaits(player, game)) return [];
    return subsets(joinable(game)).flatMap((joining) =>
      [null, ...returnFireTargetsFor(defendingForce(player, joining, game))(game)].map((returnFireAt) => ({
        type: 'battle.defend' as const,
        player,
        joining,
        returnFireAt,
      })),
    );
  },
  check: (command) => (game) => checkDefense(command, game),
  apply: (command) => (game) => {
    const fight = shipFight(game);
    if (fight.multiple !== undefined) {
      const decided = decide(fight.multiple, command.player, command.returnFireAt)(current(game));
      return withBattle(() => told(command)(decided))(game);
    }
    const joined = command.joining.reduce((b: Battle, id) => logged(id, 'joins the defending force')(b), {
      ...current(game),
      fight: {
        ...fight,
        forces: [fight.forces[0], [fight.target, ...command.joining]],
        returnFireAt: command.returnFireAt,
      },
    });
    return withBattle(() => told(command)(joined))(game);
  },
};

// Helpers

/** The defending force that would return fire: the target and the cards joining it, or the player's targets. */
const defendingForce = (player: PlayerId, joining: ReadonlyArray<CardId>, game: GameState) =>
  shipFight(game).multiple === undefined ? [shipFight(game).target, ...joining] : targetsOf(player)(game);

/** The defender's answer, logged. */
const told = (command: DefendCommand) =>
  command.returnFireAt === null
    ? logged(null, `${command.player} does not return fire`)
    : logged(command.returnFireAt, `is the target of ${command.player}'s return fire`);

const awaits = (player: PlayerId, game: GameState): boolean =>
  game.battle?.fight.kind === 'ship' && isAwaitingDefense(game) && game.battle.defender === player;

const checkDefense = (command: DefendCommand, game: GameState): E.Either<RuleError, void> => {
  if (game.battle?.fight.kind !== 'ship' || !isAwaitingDefense(game))
    return E.left(ruleError(RULE, 'No ship battle waits on the defender.'));
  const { defender } = current(game);
  if (command.player !== defender) return E.left(ruleError(RULE, `${defender} decides how to defend.`));
  if (new Set(command.joining).size !== command.joining.length)
    return E.left(ruleError(RULE, 'A card joins the defending force only once.'));
  const offered = joinable(game);
  const wrong = command.joining.find((id) => !offered.includes(id));
  if (wrong !== undefined)
    return E.left(ruleError(RULE, `${named(wrong)(game)} may not join the defending force.`));
  const targets = returnFireTargetsFor(defendingForce(command.player, command.joining, game))(game);
  if (command.returnFireAt !== null && !targets.includes(command.returnFireAt))
    return E.left(
      ruleError(RULE, `The defending force may not return fire at ${named(command.returnFireAt)(game)}.`),
    );
  return E.right(undefined);
};
