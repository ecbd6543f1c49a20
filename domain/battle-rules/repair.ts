// Rulebook 7.5.2 REPAIR: at the end of each of your turns, each of your ships docked at an outpost (or other facility
// that performs repairs) for the full turn loses one damage marker (random selection); rotation damage is repaired
// only after two full turns docked, not counting the turn the ship docked (line 747). A tactics damage marker removed
// is retrieved: it returns face up to its owner's Battle Bridge side deck (Rulings "damage"; domain/battle-rules/tactics-damage.ts).
// At a station with sites, a ship repairs docked at a site whose text says so (domain/sites/docking.ts).
// Damaged facilities are repaired only by cards (e.g. Spacedock, domain/card-effects/repair.ts). A repairer aboard
// (Exocomp: "can repair damage in two of your full turns, without returning to outpost") repairs a ship anywhere: a card
// in play allowing the ship `repair` (the query point `repair.allowed`, domain/core/permissions.ts) in so many full turns.
import * as E from 'fp-ts/Either';
import { affiliationOf } from '../cards-in-play/affiliation';
import { isDamaged, markersOn } from '../cards-in-play/damage-markers';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  getCard,
  updateCard,
} from '../core/game-state';
import { allowancesOf } from '../core/permissions';
import { nextInt } from '../core/random';
import { fullTurnsSince } from '../core/turn-count';
import { checkSiteShipAction } from '../sites/permissions';
import { returnToSideDeck } from './battle-bridge';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rotation Damage Marker: "Requires two full turns to repair." */
const ROTATION_REPAIR_TURNS = 2;

/** Rulebook 7.5.2: a tactics damage marker goes after a ship has been docked "for the full turn". */
const TACTICS_REPAIR_TURNS = 1;

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

// Rulebook "Sites": a ship docked at a site repairs there only where the site says so ("Ships may not report here but
// may repair here", "Ferengi ships may report, dock, undock and repair at this Nor")
const repairsDockedShip = (ship: CardInstance, game: GameState): boolean => {
  const zone = ship.zone;
  if (zone.kind !== 'docked') return false;
  return zone.site === undefined
    ? performsRepairs(zone.facility)(game)
    : E.isRight(
        checkSiteShipAction(
          'repair',
          ship.id,
          affiliationOf(ship.id)(game),
          zone.site,
          ship.controller,
        )(game),
      );
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

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

// Rulebook 7.5.2 Repair: a tactics damage marker after the full turn docked; rotation damage after two full turns
/**
 * The full turns a ship must have been docked at a repairing facility for its next damage marker to go: one for
 * tactics damage, two for rotation damage (not counting the turn it docked).
 * @category operations
 */
export const turnsToRepair =
  (ship: CardId) =>
  (game: GameState): number =>
    markersOn(ship)(game).length > 0 ? TACTICS_REPAIR_TURNS : ROTATION_REPAIR_TURNS;

// Rulebook 7.5.2 Repair: "you may remove one damage marker (random selection)"
/**
 * Removes one damage marker from a ship: a tactics damage marker at random (retrieved to its owner's Battle Bridge
 * side deck), else one rotation damage marker.
 * @category operations
 */
export const removeOneMarker =
  (ship: CardId) =>
  (game: GameState): GameState => {
    const markers = markersOn(ship)(game);
    if (markers.length === 0) return updateCard(ship, (c) => ({ ...c, damage: c.damage - 1 }))(game);
    const [index, random] = nextInt(markers.length)(game.random);
    return returnToSideDeck(markers[index] as CardId)({ ...game, random });
  };

// Rulebook 7.5.2 Repair: at the end of each of your turns, one damage marker from each ship docked for the full turn;
// rotation damage only after two full turns docked at an outpost
/**
 * At the end of the active player's turn, removes one damage marker from each of their damaged ships docked at an
 * outpost long enough (`turnsToRepair`).
 * @category operations
 */
export const repairAtEndOfTurn = (game: GameState): GameState => {
  const player = game.turn.active;
  const docked = Object.values(game.cards)
    .filter(
      (card) =>
        card.zone.kind === 'docked' &&
        card.controller === player &&
        isDamaged(card.id)(game) &&
        repairsDockedShip(card, game) &&
        fullTurnsDocked(card.id)(game) >= turnsToRepair(card.id)(game),
    )
    .reduce((g, card) => {
      const repaired = removeOneMarker(card.id)(g);
      return record(`${named(card.id)(repaired)} is repaired: one damage marker removed`, card.id)(repaired);
    }, game);
  return repairByCrewAtEndOfTurn(docked);
};

// Exocomp: "If aboard ship, can repair damage in two of your full turns": the fewest full turns a card allowing the
// ship to repair where it is asks (`allow('repair', { inFullTurns })`), else the rulebook's (`turnsToRepair`); none
// when no card allows it
const repairTurnsAboard = (ship: CardInstance, game: GameState): number | undefined => {
  const allowances = allowancesOf('repair', { player: ship.controller, card: ship.id })(game);
  return allowances.length === 0
    ? undefined
    : Math.min(...allowances.map((a) => a.inFullTurns ?? turnsToRepair(ship.id)(game)));
};

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
    const repairing = isDamaged(card.id)(game) && repairTurnsAboard(card, game) !== undefined;
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
    .filter(
      (card) => card.repairingSince !== undefined && card.controller === player && isDamaged(card.id)(game),
    )
    .reduce((g, card) => {
      const needed = repairTurnsAboard(card, g);
      const turns = fullTurnsSince((card.repairingSince as number) - 1, player)(g) + 1;
      if (needed === undefined || turns < needed) return g;
      const repaired = removeOneMarker(card.id)(updateCard(card.id, ({ repairingSince: _r, ...c }) => c)(g));
      return record(
        `${named(card.id)(repaired)} is repaired aboard: one damage marker removed`,
        card.id,
      )(repaired);
    }, game);
};
