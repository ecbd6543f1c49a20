// Rulebook 7.4 ship battle, stages 6 Damage, 7 Determine Winner and 8 Resolution. Rulebook 7.5.1: the damaging player
// deals tactics damage if they use a Battle Bridge side deck (domain/battle-rules/tactic-damage-stage.ts), else rotation damage; a
// self-controlled card's hits are dealt by its target's opponent (Rulebook "[Self]": "if your ships take a hit and your
// opponent has a Battle Bridge side deck, he or she inflicts default damage on your damaged ships. Otherwise, you
// suffer rotation damage").
//
// A rotation damage marker is `CardInstance.damage`; what it does beyond this battle is read from it elsewhere: RANGE
// at most 5 (`effectiveRange`, domain/orders/turn-state.ts) and a Cloaking Device off-line (`checkCloak`,
// domain/orders/cloak.ts). Here a damaged cloaked card only decloaks.
import { concatAll } from 'fp-ts/Monoid';
import * as N from 'fp-ts/number';
import { usesTacticsDamage } from '../domain/battle-rules/battle-bridge';
import type { FireResult } from '../domain/battle-rules/battle-model';
import {
  current,
  grantCounterAttack,
  logged,
  mayBeCounterAttacked,
  shipFight,
  stopSurvivors,
  withBattle,
} from '../domain/battle-rules/battle-under-way';
import { barFromBattleThisTurn, unstoppedAfterBattle } from '../domain/battle-rules/self-battle';
import { isSelfControlled, SELF_CONTROLLED } from '../domain/battle-rules/self-controlled';
import { destroyer } from '../domain/battle-rules/self-controlled-attack';
import { tacticsDamage } from '../domain/battle-rules/tactic-damage-stage';
import { setAsideCurrentTactics } from '../domain/battle-rules/tactics';
import { hasNoHullLeft, retrieveMarkers } from '../domain/battle-rules/tactics-damage';
import { bonusPoints, removeOvercome } from '../domain/cards-in-play/bonus-points';
import { destroy, leavePlay } from '../domain/cards-in-play/leave-play';
import { named } from '../domain/core/chronicle';
import { recordEvents } from '../domain/core/game-events';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  getCard,
  type LocationId,
  opponentOf,
  type PlayerId,
  updateCard,
} from '../domain/core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook 7.5.1: one Rotation Damage Marker for a hit, two for a direct hit. */
const MARKERS: Readonly<Record<FireResult, number>> = { miss: 0, hit: 1, directHit: 2 };

/** Rulebook 7.5.1: "HULL integrity is reduced by 50%" per Rotation Damage Marker. */
export const HULL_PER_MARKER = 50;

/** Rulebook 7.4 stage 7: "No card sustains more than 100% HULL damage". */
const HULL_CAP = 100;

/** Rulebook 7.5.1: a second rotation damage takes HULL integrity to 0%: destroyed at the end of the battle. */
const DESTROYING_MARKERS = 2;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 ship battle, stage 6 Damage: each hit or direct hit is damaged by its damaging player's damage system
/**
 * Places the damage markers of each volley's hit or direct hit on its target (tactics damage, or rotation damage: 1
 * marker for a hit, 2 for a direct hit), and those of a miss a current tactic damages; nothing is destroyed yet.
 * @category operations
 */
export const applyDamage = (game: GameState): GameState =>
  shipFight(game).volleys.reduce((g, v) => {
    const damager = damagingPlayer(v.by, v.target, g);
    return usesTacticsDamage(damager)(g)
      ? tacticsDamage(damager, v.target, v.result, v.firing)(g)
      : rotationDamage(v.target, MARKERS[v.result])(g);
  }, game);

// Rulebook "[Self]": a self-controlled card's hit on your ship is damage your opponent inflicts
/**
 * The player who damages the target of a volley fired by `by`: `by`, or for a self-controlled card, the target's
 * controller's opponent.
 * @category operations
 */
export const damagingPlayer = (by: PlayerId, target: CardId, game: GameState): PlayerId => {
  const controller = getCard(target)(game).controller;
  return by === SELF_CONTROLLED && controller !== SELF_CONTROLLED ? opponentOf(controller)(game) : by;
};

// Rulebook 7.5.1 rotation damage: each marker reduces HULL by 50% and takes the cloaking device off-line
/**
 * Places `markers` rotation damage markers on a card of the battle, records its HULL damage, and decloaks it.
 * @category operations
 */
export const rotationDamage =
  (id: CardId, markers: number) =>
  (game: GameState): GameState => {
    if (markers === 0) return game;
    const wasCloaked = getCard(id)(game).cloaked === true;
    const damaged = updateCard(
      id,
      ({ cloaked: _, ...card }): CardInstance => ({
        ...card,
        damage: card.damage + markers,
      }),
    )(game);
    const fight = shipFight(game);
    const hull = (fight.hullDamage[id] ?? 0) + markers * HULL_PER_MARKER;
    const text = `takes ${markers} rotation damage marker${markers > 1 ? 's' : ''} (HULL -${markers * HULL_PER_MARKER}%)`;
    return withBattle((battle) => {
      const marked = logged(
        id,
        text,
      )({ ...battle, fight: { ...fight, hullDamage: { ...fight.hullDamage, [id]: hull } } });
      return wasCloaked ? logged(id, 'decloaks: its Cloaking Device is off-line')(marked) : marked;
    })(damaged);
  };

// Rulebook 7.4 ship battle, stage 7: each card's HULL damage counts up to 100%
/**
 * The HULL damage (percent) a force sustained in this battle, each card's capped at 100%.
 * @category operations
 */
export const forceHullDamage =
  (force: ReadonlyArray<CardId>) =>
  (game: GameState): number => {
    const { hullDamage } = shipFight(game);
    return concatAll(N.MonoidSum)(force.map((id) => Math.min(HULL_CAP, hullDamage[id] ?? 0)));
  };

// Rulebook 7.4 ship battle, stage 7 Determine Winner: the force that sustained the least total HULL damage wins
/**
 * Sets the battle's winner: the player whose force sustained less HULL damage; equal damage, no winner (null).
 * @category operations
 */
export const determineShipWinner = (game: GameState): GameState => {
  const { attacker, defender } = current(game);
  const [attacking, defending] = shipFight(game).forces.map((force) => forceHullDamage(force)(game));
  const winner =
    attacking === defending ? null : (attacking as number) < (defending as number) ? attacker : defender;
  const sums = `HULL damage ${attacking}% (${attacker}) against ${defending}% (${defender})`;
  const text =
    winner === null ? `The ship battle has no winner: ${sums}` : `${winner} wins the ship battle: ${sums}`;
  return withBattle((battle) => logged(null, text)({ ...battle, winner }))(game);
};

// Rulebook 7.4 ship battle, stage 8 Resolution: "All ships or facilities with 100% or greater HULL damage are destroyed"
/**
 * The cards of both forces (and the ships a tactic also hit) still in play with 100% HULL damage or more (two
 * rotation damage markers, or tactics damage markers reducing HULL to 0%): those the resolution destroys.
 * @category operations
 */
export const doomed = (game: GameState): ReadonlyArray<CardId> => {
  const { forces, alsoHit } = shipFight(game);
  return [...new Set([...forces[0], ...forces[1], ...(alsoHit ?? [])])].filter(
    (id) => isInPlay(id, game) && (getCard(id)(game).damage >= DESTROYING_MARKERS || hasNoHullLeft(id)(game)),
  );
};

// Rulebook 7.4 ship battle, stage 8 Resolution: cards at 100% HULL damage or more are destroyed, survivors stopped
/**
 * Discards the current tactics, destroys every card of both forces with 100% HULL damage (its crew killed, its tactics
 * damage markers retrieved; each ship's destruction recorded as a game event), stops the survivors of both forces (but the
 * cards a current tactic leaves unstopped, barred from battle for the turn), and gives the defender the right to
 * counter-attack.
 * @category operations
 */
export const resolveShip = (game: GameState): GameState => {
  const unstopped = unstoppedAfterBattle(game);
  const discarded = setAsideCurrentTactics(game);
  const at = current(discarded).location;
  const destroyed = doomed(discarded).reduce(
    (g, id) =>
      isInPlay(id, g)
        ? recordDestroyed(
            id,
            at,
          )(destroyCard(id)(withBattle(logged(id, 'has 100% HULL damage and is destroyed'))(g)))
        : g,
    discarded,
  );
  const stopped =
    unstopped.length === 0
      ? withBattle(logged(null, 'The surviving cards of both forces are stopped'))(stopSurvivors(destroyed))
      : withBattle(
          logged(null, 'The surviving cards are stopped, but those It Must Be Destroyed leaves unstopped'),
        )(barFromBattleThisTurn(unstopped)(stopSurvivors(destroyed, unstopped)));
  if (!mayBeCounterAttacked(current(stopped))) return stopped;
  const granted = grantCounterAttack(stopped);
  const { defender, location } = current(granted);
  const turn = granted.counterAttacks?.at(-1)?.turn;
  const text = `${defender} may counter-attack at ${named(location)(granted)} during turn ${turn}`;
  return withBattle(logged(null, text))(granted);
};

// Helpers

// Rulebook 10.2.1 "Destroyed": the game event the cards in play may answer once the resolution is done (Escape Pod:
// "until personnel rescued"; the battle machine answers it)
const recordDestroyed =
  (id: CardId, location: LocationId) =>
  (game: GameState): GameState =>
    blueprintOf(id)(game).type === 'Ship'
      ? recordEvents({ type: 'ship.destroyed', ship: id, location })(game)
      : game;

// Rulings "damage": the damage markers on a destroyed card are retrieved at the end of the battle; Borg Ship: "Worth
// points if destroyed in battle": to the point area of the player whose force destroyed it
const destroyCard =
  (id: CardId) =>
  (game: GameState): GameState => {
    const by = isSelfControlled(id)(game) ? destroyer(id)(game) : null;
    const retrieved = retrieveMarkers(id)(game);
    if (!isSelfControlled(id)(game)) return destroy(id)(retrieved);
    if (by === null) return leavePlay(id, 'outOfPlay', 'destroyed')(retrieved);
    const points = bonusPoints(id)(retrieved);
    return withBattle(logged(id, `is worth ${points} points to ${by}`))(
      removeOvercome(id, by, true)(retrieved),
    );
  };

const isInPlay = (id: CardId, game: GameState): boolean => {
  const kind = game.cards[id]?.zone.kind;
  return kind === 'atLocation' || kind === 'docked';
};
