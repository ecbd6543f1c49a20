// Rulebook 7.5.2 REPAIR: at the end of each of your turns, each of your ships docked at an outpost (or other facility
// that performs repairs) for the full turn loses one damage marker; rotation damage, the only damage the engine
// deals (7.5.1, `damageShip`), is repaired only after two full turns docked, not counting the turn the ship docked
// (line 747). Damaged facilities are repaired only by cards (e.g. Spacedock, domain/card-effects/repair.ts). Tactics
// damage (a Battle Bridge side deck) is not implemented, so every marker is a rotation damage marker. A repairer aboard
// (Exocomp: "can repair damage in two of your full turns, without returning to outpost") repairs a ship anywhere.
import { rulesInPlay } from './card-effects/in-play';
import { named, record } from './chronicle';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  getCard,
  updateCard,
} from './game-state';
import { canAct } from './presence';
import { fullTurnsSince } from './turn-count';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rotation Damage Marker: "Requires two full turns to repair." */
const ROTATION_REPAIR_TURNS = 2;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.5.2 Repair: ships repair docked "at an outpost (or other facility that performs repairs)"
/**
 * Whether a facility repairs the ships docked at it: an outpost.
 * @category predicates
 */
export const performsRepairs =
  (facility: CardId) =>
  (game: GameState): boolean => {
    const blueprint = blueprintOf(facility)(game);
    return blueprint.type === 'Facility' && blueprint.facilityKind === 'Outpost';
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records that a ship docks now (7.1.4 Dock & Undock), the start of its time docked for repairs.
 * @category operations
 */
export const markDocked =
  (ship: CardId) =>
  (game: GameState): GameState =>
    updateCard(ship, (card) => ({ ...card, dockedOnTurn: game.turn.number }))(game);

// Rulebook 7.5.2 Repair and 12.2: at the end of your turn, the full turns docked after the turn the ship docked,
// the turn now ending included (docked "for the full turn")
/**
 * The full turns a docked ship will have been docked when the current turn ends, not counting the turn it docked;
 * a ship with no recorded docking turn (placed docked by a scenario) counts from before the first turn; 0 undocked.
 * @category operations
 */
export const fullTurnsDocked =
  (ship: CardId) =>
  (game: GameState): number => {
    const card = getCard(ship)(game);
    if (card.zone.kind !== 'docked') return 0;
    const since = card.dockedOnTurn ?? 0;
    return since >= game.turn.number ? 0 : fullTurnsSince(since)(game) + 1;
  };

// Rulebook 7.5.2 Repair: at the end of each of your turns, one damage marker from each ship docked for the full turn;
// rotation damage only after two full turns docked at an outpost
/**
 * At the end of the active player's turn, removes one rotation damage marker from each of their damaged ships that
 * has been docked at an outpost for two full turns (not counting the turn it docked).
 * @category operations
 */
export const repairAtEndOfTurn = (game: GameState): GameState => {
  const player = game.turn.active;
  const docked = Object.values(game.cards)
    .filter(
      (card) =>
        card.damage > 0 &&
        card.controller === player &&
        card.zone.kind === 'docked' &&
        performsRepairs(card.zone.facility)(game) &&
        fullTurnsDocked(card.id)(game) >= ROTATION_REPAIR_TURNS,
    )
    .reduce((g, card) => {
      const repaired = updateCard(card.id, (c) => ({ ...c, damage: c.damage - 1 }))(g);
      return record(`${named(card.id)(repaired)} is repaired: one damage marker removed`, card.id)(repaired);
    }, game);
  return repairByCrewAtEndOfTurn(docked);
};

// Exocomp: "If aboard ship, can repair damage in two of your full turns": the turns a repairer aboard needs, the
// fewest of those able to act aboard the ship and controlled by its controller; none without one
const repairTurnsAboard = (ship: CardInstance, game: GameState): number | undefined =>
  rulesInPlay('repairsShipAboard')(game)
    .filter((rule) => {
      const zone = game.cards[rule.source.id]?.zone;
      return (
        zone?.kind === 'aboard' &&
        zone.carrier === ship.id &&
        rule.source.controller === ship.controller &&
        canAct(rule.source.id)(game)
      );
    })
    .reduce<number | undefined>(
      (least, rule) => Math.min(least ?? rule.effect.fullTurns, rule.effect.fullTurns),
      undefined,
    );

const isShipInPlay = (card: CardInstance, game: GameState): boolean =>
  (card.zone.kind === 'atLocation' || card.zone.kind === 'docked') &&
  blueprintOf(card.id)(game).type === 'Ship';

// Rulebook 12.2 "full" turn: a repairer counts the turns of yours it is aboard from their start (not the turn it came
// aboard); at the start of each of your turns a damaged ship with one aboard starts counting, any other stops
/**
 * At the start of the active player's turn, marks each of their damaged ships with a repairer aboard (Exocomp) as
 * repairing since this turn, unless it already is; ships without one (or undamaged) stop repairing.
 * @category operations
 */
export const markRepairersAtStartOfTurn = (game: GameState): GameState => {
  const player = game.turn.active;
  const changes = Object.values(game.cards).filter((card) => {
    if (card.controller !== player || !isShipInPlay(card, game)) return false;
    const repairing = card.damage > 0 && repairTurnsAboard(card, game) !== undefined;
    return repairing !== (card.repairingSince !== undefined);
  });
  return changes.reduce(
    (g, card) =>
      updateCard(card.id, ({ repairingSince, ...rest }) =>
        repairingSince === undefined ? { ...rest, repairingSince: g.turn.number } : rest,
      )(g),
    game,
  );
};

// Exocomp: "can repair damage in two of your full turns, without returning to outpost": at the end of the second of
// your turns the repairer was aboard from its start, one damage marker, docked or not
const repairByCrewAtEndOfTurn = (game: GameState): GameState => {
  const player = game.turn.active;
  return Object.values(game.cards)
    .filter((card) => card.repairingSince !== undefined && card.controller === player && card.damage > 0)
    .reduce((g, card) => {
      const needed = repairTurnsAboard(card, g);
      const turns = fullTurnsSince((card.repairingSince as number) - 1, player)(g) + 1;
      if (needed === undefined || turns < needed) return g;
      const repaired = updateCard(card.id, ({ repairingSince: _r, ...c }) => ({
        ...c,
        damage: c.damage - 1,
      }))(g);
      return record(
        `${named(card.id)(repaired)} is repaired aboard: one damage marker removed`,
        card.id,
      )(repaired);
    }, game);
};
