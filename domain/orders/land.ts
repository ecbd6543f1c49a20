// Rulebook 7.1.6 Land & Take Off: ships whose text allows it may land on or take off from a [P] planet, a movement
// that uses no RANGE unless stated, and so requires full staffing.
//
// No Premiere ship can land: the ships that can (Shuttle Galileo, Bajoran Interceptor, Vulcan Lander, Phoenix, …) say
// so in their text, which `landingAbility` reads: "once each turn", "once per game" and "(uses 1 RANGE)". A landed ship
// stays in its location's `atLocation` zone with the `landed` mark. The Bajoran Raider's "once each turn, may report
// with 2 personnel, take off, or land" is read as a once-each-turn landing not shared with its reporting. Cards in play
// may let other ships land (Engage Shuttle Operations: "Your shuttlecraft may take off and land (using full RANGE)");
// a ship able to land in several ways lands by the first its limits and RANGE allow, its printed ability first.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { isInStasis } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { allowancesOf } from '../core/permissions';
import { type RuleError, ruleError } from '../core/rule-error';
import { isPhased } from './phasing';
import { carriersOf, checkYourShip, isPlanetLocation, mayFly } from './places';
import { checkStaffed } from './staffing';
import { effectiveRange, markUsed, rangeLeft, rangeUsed, spendRange } from './turn-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Land your ship on the planet at its location (7.1.6). */
export interface LandShip {
  readonly type: 'ship.land';
  readonly player: PlayerId;
  readonly ship: CardId;
}

/** Take off with your landed ship (7.1.6). */
export interface TakeOffShip {
  readonly type: 'ship.takeOff';
  readonly player: PlayerId;
  readonly ship: CardId;
}

export type LandCommand = LandShip | TakeOffShip;

/**
 * What a ship's text (or a card in play) allows: the RANGE each landing or take-off uses (`full`: all of it, none
 * used yet this turn) and how often it may do so.
 */
export interface LandingAbility {
  readonly range: number | 'full';
  readonly limit: 'onceEachTurn' | 'oncePerGame' | 'unlimited';
}

const RULE = '7.1.6 Land & Take Off';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The landing ability a ship's text grants ("May take off or land once each turn.", "(uses 1 RANGE)"), if any.
 * @category constructors
 */
export const landingAbility = (blueprint: Blueprint): O.Option<LandingAbility> => {
  if (blueprint.type !== 'Ship') return O.none;
  const sentence = blueprint.text
    .split(/(?<=\.)\s+/)
    .find((s) => /\bmay\b/i.test(s) && /\btake off\b/i.test(s) && /\bland\b/i.test(s));
  if (sentence === undefined) return O.none;
  const range = /(\d+) RANGE/i.exec(sentence);
  const limit = /once each turn/i.test(sentence)
    ? 'onceEachTurn'
    : /once per game/i.test(sentence)
      ? 'oncePerGame'
      : 'unlimited';
  return O.some({ range: range === null ? 0 : Number(range[1]), limit });
};

// Rulebook 7.1.6 Land & Take Off: a ship lands only if its text (or a card in play) says it may
/**
 * The ways a ship in play may land and take off: its printed ability, then those cards in play give it.
 * @category constructors
 */
export const landingAbilities =
  (ship: CardId) =>
  (game: GameState): ReadonlyArray<LandingAbility> => {
    const printed = landingAbility(blueprintOf(ship)(game));
    // Engage Shuttle Operations: "Your shuttlecraft may take off and land (using full RANGE)": `allow('land')`
    const granted = allowancesOf('land', { player: getCard(ship)(game).controller, card: ship })(game).map(
      (allowance): LandingAbility => ({ range: allowance.uses ?? 0, limit: allowance.limit ?? 'unlimited' }),
    );
    return O.isSome(printed) ? [printed.value, ...granted] : granted;
  };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a ship in play is landed on its location's planet.
 * @category predicates
 */
export const isLanded =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    return card.landed === true && card.zone.kind === 'atLocation';
  };

// Rulebook 7.1.4 Dock & Undock, 7.1.6 Land & Take Off: a ship moves "by other means" (a card's, time travel) from space
/**
 * Right with its location when `player`'s ship is in space at a location, neither docked nor landed, else the rule it
 * breaks (`rule` for a card that is not the player's ship or not at a location).
 * @category predicates
 */
export const checkShipInSpace =
  (rule: string, player: PlayerId, ship: CardId) =>
  (game: GameState): E.Either<RuleError, LocationId> => {
    const card = checkYourShip(rule, player, ship)(game);
    if (E.isLeft(card)) return card;
    const { zone } = card.right;
    const title = blueprintOf(ship)(game).title;
    if (zone.kind === 'docked')
      return E.left(ruleError('7.1.4 Dock & Undock', `${title} is docked: undock it first`));
    if (zone.kind !== 'atLocation') return E.left(ruleError(rule, `${title} is not in space at a location`));
    if (isLanded(ship)(game)) return E.left(ruleError('7.1.6 Land', `${title} is landed: take off first`));
    return E.right(zone.location);
  };

// Rulebook 7.1.6 Land & Take Off: only ships able to, on [P] planets, with full staffing and the RANGE stated
/**
 * Right when the player may land (or take off with) the ship now.
 * @category predicates
 */
export const checkLand =
  (command: LandCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.ship];
    if (card === undefined) return E.left(ruleError(RULE, `There is no card ${command.ship}`));
    const blueprint = blueprintOf(command.ship)(game);
    const landing = command.type === 'ship.land';
    if (card.controller !== command.player)
      return E.left(ruleError(RULE, `${blueprint.title} is not your ship`));
    const abilities = landingAbilities(command.ship)(game);
    const first = abilities[0];
    if (first === undefined) return E.left(ruleError(RULE, `${blueprint.title} cannot land or take off`));
    if (card.zone.kind !== 'atLocation')
      return E.left(ruleError(RULE, `${blueprint.title} is not undocked in space or on a planet`));
    if (landing && !isPlanetLocation(card.zone.location)(game))
      return E.left(ruleError(RULE, `${blueprint.title} is not at a [P] planet location`));
    if (isLanded(command.ship)(game) === landing)
      return E.left(ruleError(RULE, `${blueprint.title} is ${landing ? 'already landed' : 'not landed'}`));
    // Rulebook 7.6 phasing: "A phased ship may not land or dock"
    if (landing && isPhased(command.ship)(game))
      return E.left(ruleError('7.6 Cloak', `${blueprint.title} is phased: a phased ship may not land`));
    const unused = abilities.filter((a) => usedUp(command, a)(game) === null);
    if (unused.length === 0)
      return E.left(ruleError(RULE, `${blueprint.title} has already ${usedUp(command, first)(game)}`));
    if (card.stopped) return E.left(ruleError('10.2.1 Stopped', `${blueprint.title} is stopped`));
    if (isInStasis(command.ship)(game))
      return E.left(ruleError('10.2.4 Stasis', `${blueprint.title} is in stasis`));
    if (O.isNone(abilityFor(command)(game)))
      return E.left(
        ruleError(
          RULE,
          `${blueprint.title} has not the RANGE left to ${rangeNeeded(unused[0] as LandingAbility)}`,
        ),
      );
    return checkStaffed(command.ship)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal landing or take-off: the `landed` mark set or cleared, RANGE and the once-only use spent.
 * @category operations
 */
export const land =
  (command: LandCommand) =>
  (game: GameState): GameState => {
    const ability = abilityFor(command)(game);
    if (O.isNone(ability)) throw new Error(`land: ${command.ship} cannot land`);
    const moved = spendRange(
      command.ship,
      rangeOf(command.ship, ability.value)(game),
    )(updateCard(command.ship, (c) => ({ ...c, landed: command.type === 'ship.land' }))(game));
    if (ability.value.limit === 'onceEachTurn') return markUsed('landingUsed', command.ship)(moved);
    if (ability.value.limit === 'oncePerGame')
      return { ...moved, oncePerGame: [...moved.oncePerGame, oncePerGameKey(command)(moved)] };
    return moved;
  };

/**
 * Every legal landing and take-off, exactly (`checkLand` holds for each): for each of the player's undocked ships
 * whose text allows it and that may fly, landing at a planet location or taking off, within the ship's limit and
 * the RANGE it has left.
 * @category operations
 */
export const landCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<LandCommand> =>
    carriersOf(
      player,
      'Ship',
    )(game).flatMap((ship): ReadonlyArray<LandCommand> => {
      const zone = getCard(ship)(game).zone;
      if (zone.kind !== 'atLocation') return [];
      const landed = isLanded(ship)(game);
      const command: LandCommand = { type: landed ? 'ship.takeOff' : 'ship.land', player, ship };
      const possible = landed || (isPlanetLocation(zone.location)(game) && !isPhased(ship)(game));
      return possible && mayFly(ship)(game) && O.isSome(abilityFor(command)(game)) ? [command] : [];
    });

// Helpers

/** The RANGE a landing or take-off uses: as stated, or the ship's full RANGE. */
const rangeOf =
  (ship: CardId, ability: LandingAbility) =>
  (game: GameState): number =>
    ability.range === 'full' ? effectiveRange(ship)(game) : ability.range;

const rangeNeeded = (ability: LandingAbility): string =>
  ability.range === 'full'
    ? 'use its full RANGE (it has used RANGE this turn)'
    : `use ${ability.range} RANGE`;

/** The ability the ship lands or takes off by: the first not used up whose RANGE it has left, if any. */
const abilityFor =
  (command: LandCommand) =>
  (game: GameState): O.Option<LandingAbility> =>
    O.fromNullable(
      landingAbilities(command.ship)(game).find(
        (a) =>
          usedUp(command, a)(game) === null &&
          (a.range === 'full'
            ? rangeUsed(command.ship)(game) === 0
            : rangeLeft(command.ship)(game) >= a.range),
      ),
    );

const oncePerGameKey =
  (command: LandCommand) =>
  (game: GameState): string =>
    `${command.player}:${blueprintOf(command.ship)(game).title} ${command.type}`;

/** What limit the ship's landing has reached, as a phrase, or null. */
const usedUp =
  (command: LandCommand, ability: LandingAbility) =>
  (game: GameState): string | null => {
    if (ability.limit === 'onceEachTurn' && game.orders.landingUsed.includes(command.ship))
      return 'landed or taken off this turn';
    if (ability.limit === 'oncePerGame' && game.oncePerGame.includes(oncePerGameKey(command)(game)))
      return `used its once-per-game ${command.type === 'ship.land' ? 'landing' : 'take-off'}`;
    return null;
  };
