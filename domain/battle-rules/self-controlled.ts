// Current Rulings 2000-06-26 "battle": "The Borg Ship dilemma and Rogue Borg are considered self-controlled" and "You
// may now initiate battle against any force you do not control (e.g. … Borg Ship dilemma)". A self-controlled card's
// `controller` is the pseudo-player `SELF_CONTROLLED`: no player's rules (orders, reporting, uniqueness, listings)
// treat it as theirs, and both players may attack it.
//
// The Borg Ship dilemma ("Place at furthest spaceline end. End of every turn: Attacks all ships, then moves.") is a
// self-controlled ship in space. Readings where the Current Rulings are silent: it moves one location per turn toward
// the other end of its spaceline, the end it was not placed at, and when it moves on from that end it leaves the
// spaceline (placed out of play, as every removed dilemma); its attack and move are its own text, not orders, so being
// stopped does not prevent them.
import * as O from 'fp-ts/Option';
import { leavePlay } from '../cards-in-play/leave-play';
import { isInStasis } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { ask } from '../core/query-points';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { carriersHere } from '../spaceline/location-carriers';
import type { SelfControlledAttack } from './battle-model';
import { isHidden } from './hidden-ships';
import { attacksAtEndOfTurn } from './self-controlled-abilities';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The controller of a self-controlled card: no player. */
export const SELF_CONTROLLED: PlayerId = 'self-controlled';

const ACTED = 'selfControlledShipActed';
const ATTACKED = 'selfControlledShipAttacked';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is self-controlled (Rulings "battle").
 * @category predicates
 */
export const isSelfControlled =
  (id: CardId) =>
  (game: GameState): boolean =>
    game.cards[id]?.controller === SELF_CONTROLLED;

// Borg Ship: "End of every turn: Attacks all ships, then moves"
/**
 * The self-controlled ship in space that has yet to attack and move this turn, if any (the first in card order).
 * @category predicates
 */
export const nextToAct = (game: GameState): O.Option<CardId> =>
  O.fromNullable(
    Object.values(game.cards).find(
      (c) =>
        c.controller === SELF_CONTROLLED &&
        c.zone.kind === 'atLocation' &&
        !usedThisTurn(SELF_CONTROLLED, actedKey(c.id))(game) &&
        ask(attacksAtEndOfTurn, c.id)(game),
    )?.id,
  );

/**
 * Whether a self-controlled ship has yet to act this turn.
 * @category predicates
 */
export const hasActionDue = (game: GameState): boolean => O.isSome(nextToAct(game));

// Borg Ship: "End of every turn: Attacks all ships" (before it moves; not when nullified for the turn, Hugh)
/**
 * Whether the next self-controlled ship to act has yet to attack this turn and has ships to attack.
 * @category predicates
 */
export const hasAttackDue = (game: GameState): boolean =>
  O.exists(
    (id: CardId) =>
      !usedThisTurn(SELF_CONTROLLED, attackedKey(id))(game) && attackTargets(id)(game).length > 0,
  )(nextToAct(game));

// Borg Ship: "Attacks all ships"; Rulebook 7.6 and 7.1.6: cloaked and landed ships may not be attacked; 10.2.4 Stasis
/**
 * The ships a self-controlled ship attacks: every ship at its location, in space or docked, that may be targeted.
 * @category predicates
 */
export const attackTargets =
  (id: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const zone = getCard(id)(game).zone;
    if (zone.kind !== 'atLocation') return [];
    // Rulebook 12.4: ships are present with the ships at their location "(except carried ships)"
    return carriersHere(zone.location)(game).filter((c) => {
      const card = getCard(c)(game);
      return (
        blueprintOf(c)(game).type === 'Ship' &&
        card.controller !== SELF_CONTROLLED &&
        card.cloaked !== true &&
        card.landed !== true &&
        !isInStasis(c)(game) &&
        !isHidden(c)(game)
      );
    });
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Borg Ship: "End of every turn: Attacks all ships"
/**
 * The attack the next self-controlled ship makes now, and the game recording that it attacked this turn; throws when
 * none is due (a programming error: guarded by `hasAttackDue`).
 * @category operations
 */
export const dueAttack = (
  game: GameState,
): { readonly game: GameState; readonly attack: SelfControlledAttack } => {
  const next = nextToAct(game);
  const zone = O.isSome(next) ? getCard(next.value)(game).zone : null;
  if (!hasAttackDue(game) || O.isNone(next) || zone?.kind !== 'atLocation')
    throw new Error('dueAttack: no self-controlled ship has an attack due');
  const attack: SelfControlledAttack = {
    kind: 'selfControlled',
    attacker: next.value,
    location: zone.location,
    targets: attackTargets(next.value)(game),
  };
  return { game: useThisTurn(SELF_CONTROLLED, attackedKey(next.value))(game), attack };
};

// Hugh: "Nullifies attack by {Borg Ship} for this turn" (the same record its attack leaves: it attacked this turn)
/**
 * The self-controlled ship `id` does not attack this turn (it still moves); unchanged for any other card.
 * @category operations
 */
export const nullifyAttackThisTurn =
  (id: CardId) =>
  (game: GameState): GameState =>
    isSelfControlled(id)(game) && ask(attacksAtEndOfTurn, id)(game)
      ? record(
          `${named(id)(game)}'s attack is nullified for this turn`,
          id,
        )(useThisTurn(SELF_CONTROLLED, attackedKey(id))(game))
      : game;

/**
 * The next self-controlled ship to act moved on (see `moveOn`); the game unchanged when none is due.
 * @category operations
 */
export const moveNext = (game: GameState): GameState =>
  O.match(
    () => game,
    (id: CardId) => moveOn(id)(game),
  )(nextToAct(game));

// Current Rulings "battle": "The Borg Ship dilemma and Rogue Borg are considered self-controlled"
/**
 * The card controlled by itself, no player's, noted in the chronicle.
 * @category operations
 */
export const becomeSelfControlled =
  (id: CardId) =>
  (game: GameState): GameState =>
    record(
      `${named(id)(game)} is self-controlled`,
      id,
    )(updateCard(id, (c) => ({ ...c, controller: SELF_CONTROLLED }))(game));

// Borg Ship: "Place at furthest spaceline end"
/**
 * Puts a card in play face up in space at `location`, self-controlled, heading for `heading`.
 * @category operations
 */
export const placeInSpace =
  (id: CardId, location: LocationId, heading: LocationId) =>
  (game: GameState): GameState => {
    const moved = moveCard(id, { kind: 'atLocation', location })(game);
    const placed = updateCard(id, (c) => ({ ...c, faceUp: true, controller: SELF_CONTROLLED, heading }))(
      moved,
    );
    return record(`${named(id)(placed)} is placed at ${named(location)(placed)}`, id)(placed);
  };

// Borg Ship: "then moves" (one location toward its heading; from that end it leaves the spaceline)
/**
 * The self-controlled ship moved one location toward the end it heads for, or out of play from that end; it has acted
 * this turn.
 * @category operations
 */
export const moveOn =
  (id: CardId) =>
  (game: GameState): GameState => {
    const acted = useThisTurn(SELF_CONTROLLED, actedKey(id))(game);
    const card = getCard(id)(acted);
    if (card.zone.kind !== 'atLocation') return acted;
    const from = card.zone.location;
    const line = lineOf(from, acted);
    const here = line.indexOf(from);
    const target = card.heading === undefined ? -1 : line.indexOf(card.heading);
    if (here === target || target < 0)
      return leavePlay(id, 'outOfPlay')(record(`${named(id)(acted)} moves off the spaceline`, id)(acted));
    const to = line[here + Math.sign(target - here)] as LocationId;
    const moved = moveCard(id, { kind: 'atLocation', location: to })(acted);
    return record(`${named(id)(moved)} moves to ${named(to)(moved)}`, id)(moved);
  };

// Helpers

const actedKey = (id: CardId): string => `${ACTED}:${id}`;

const attackedKey = (id: CardId): string => `${ATTACKED}:${id}`;

const lineOf = (location: LocationId, game: GameState): ReadonlyArray<LocationId> => {
  const quadrant = game.locations[location]?.quadrant;
  return quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
};
