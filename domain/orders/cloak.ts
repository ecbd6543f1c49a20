// Rulebook 7.6 Cloak: once each turn, each ship with a Cloaking Device may cloak or decloak, each ship with a Phasing
// Cloak phase or dephase ("exactly the same as cloaking", one of the four each turn: Rulings "Phasing Cloak"), and
// what a cloaked (or phased) card may not do or have done to it. A phased ship is also marked cloaked (phasing.ts).
//
// Personnel: the rulebook says "No personnel are required to operate a cloak"; the Current Rulings "cloaking device"
// entry (2000) requires a personnel of matching affiliation aboard. The rulebook (v2.5.6) is the later document and
// wins here, so no personnel are required. A damaged ship's Phasing Cloak is off-line like a Cloaking Device.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isEquipmentOffLine } from '../cards-in-play/off-line';
import { isCloaked, isInStasis } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  getCard,
  locationOf,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { effectsThisTurn } from '../core/this-turn';
import { hasPhasingCloak, isPhased } from './phasing';
import { carriersOf } from './places';
import { markUsed } from './turn-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Cloak your ship (7.6): flip it face down, conceptually. */
export interface CloakShip {
  readonly type: 'ship.cloak';
  readonly player: PlayerId;
  readonly ship: CardId;
}

/** Decloak your cloaked ship (7.6). */
export interface DecloakShip {
  readonly type: 'ship.decloak';
  readonly player: PlayerId;
  readonly ship: CardId;
}

/** Phase your ship with a Phasing Cloak (7.6): it is also cloaked. */
export interface PhaseShip {
  readonly type: 'ship.phase';
  readonly player: PlayerId;
  readonly ship: CardId;
}

/** Dephase your phased ship (7.6). */
export interface DephaseShip {
  readonly type: 'ship.dephase';
  readonly player: PlayerId;
  readonly ship: CardId;
}

export type CloakCommand = CloakShip | DecloakShip | PhaseShip | DephaseShip;

const RULE = '7.6 Cloak';
const CLOAKING_DEVICE = 'Cloaking Device';
const PHASING_CLOAK = 'Phasing Cloak';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Tachyon Detection Grid: "Ship is forced to de-cloak for rest of turn"
/**
 * Whether card text forbids the ship to cloak until the end of this turn.
 * @category predicates
 */
export const isForcedDecloaked =
  (ship: CardId) =>
  (game: GameState): boolean =>
    effectsThisTurn(game).some((e) => e.kind === 'noCloak' && e.ship === ship);

// Rulebook 7.6 Cloak: other cards may not embark or disembark from, beam on or off of, undock or dock with,
// or take off or land on, a cloaked card; a cloaked card may not initiate battle, attempt or scout missions,
// nor be attacked or boarded
/**
 * Right when the card is not cloaked, else the 7.6 rule naming what `action` a cloaked card forbids.
 * @category predicates
 */
export const checkNotCloaked =
  (id: CardId, action: string) =>
  (game: GameState): E.Either<RuleError, void> =>
    isCloaked(id)(game)
      ? E.left(
          ruleError(
            RULE,
            `${blueprintOf(id)(game).title} is ${isPhased(id)(game) ? 'phased' : 'cloaked'}: ${action}`,
          ),
        )
      : E.right(undefined);

/**
 * Whether a card has the Cloaking Device special equipment.
 * @category predicates
 */
export const hasCloakingDevice =
  (id: CardId) =>
  (game: GameState): boolean => {
    const blueprint = blueprintOf(id)(game);
    return blueprint.type === 'Ship' && blueprint.specialEquipment.includes(CLOAKING_DEVICE);
  };

// Rulebook 7.6 Cloak: once each turn, each card with cloaking equipment may cloak or decloak (phasing equipment phase
// or dephase, never both cloaked and phased: Rulings "Phasing Cloak"); 10.2.1: stopped ships may not cloak/decloak or
// phase/dephase; 7.5.1: a damaged ship's cloaking device is off-line (rotation damage, or a damage marker saying so:
// Crimson Forcefield, "Cloaking Device off line", domain/battle-rules/off-line.ts)
/**
 * Right when the player may cloak, decloak, phase or dephase the ship now.
 * @category predicates
 */
export const checkCloak =
  (command: CloakCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.ship];
    if (card === undefined) return E.left(ruleError(RULE, `There is no card ${command.ship}`));
    const title = blueprintOf(command.ship)(game).title;
    const phasing = command.type === 'ship.phase' || command.type === 'ship.dephase';
    const device = phasing ? PHASING_CLOAK : CLOAKING_DEVICE;
    if (card.controller !== command.player) return E.left(ruleError(RULE, `${title} is not your ship`));
    if (!(phasing ? hasPhasingCloak : hasCloakingDevice)(command.ship)(game))
      return E.left(ruleError(RULE, `${title} has no ${device}`));
    if (card.zone.kind !== 'atLocation' && card.zone.kind !== 'docked')
      return E.left(ruleError(RULE, `${title} is not in play at a location`));
    const state = checkState(command)(game);
    if (E.isLeft(state)) return state;
    if (game.orders.cloakUsed.includes(command.ship))
      return E.left(ruleError(RULE, `${title} has already cloaked, decloaked, phased or dephased this turn`));
    if (card.stopped)
      return E.left(
        ruleError('10.2.1 Stopped', `${title} is stopped and may not cloak/decloak or phase/dephase`),
      );
    if (isInStasis(command.ship)(game)) return E.left(ruleError('10.2.4 Stasis', `${title} is in stasis`));
    if (card.damage > 0 || (!phasing && isEquipmentOffLine(command.ship, CLOAKING_DEVICE)(game)))
      return E.left(ruleError('7.5.1 Damage', `${title} is damaged: its ${device} is off-line`));
    if (command.type === 'ship.cloak' && isForcedDecloaked(command.ship)(game))
      return E.left(
        ruleError(RULE, `${title} is forced by card text to stay decloaked for the rest of the turn`),
      );
    return E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.6 phasing: "A phased ship may not land or dock. If a landed or docked ship phases, it immediately takes
// off or undocks."
/**
 * The game after a legal cloak, decloak, phase or dephase: the ship's marks set or cleared (a docked ship that phases
 * undocks, a landed one takes off), its turn's cloak used.
 * @category operations
 */
export const cloak =
  (command: CloakCommand) =>
  (game: GameState): GameState => {
    const ship = command.ship;
    const marked = (f: (card: CardInstance) => CardInstance) =>
      markUsed('cloakUsed', ship)(updateCard(ship, f)(game));
    switch (command.type) {
      case 'ship.cloak':
        return marked((c) => ({ ...c, cloaked: true }));
      case 'ship.decloak':
        return marked((c) => ({ ...c, cloaked: false }));
      case 'ship.dephase':
        return marked(({ phased: _p, ...c }) => ({ ...c, cloaked: false }));
      case 'ship.phase': {
        const at = locationOf(ship)(game);
        const undocked =
          getCard(ship)(game).zone.kind === 'docked' && O.isSome(at)
            ? moveCard(ship, { kind: 'atLocation', location: at.value })(game)
            : game;
        return markUsed(
          'cloakUsed',
          ship,
        )(updateCard(ship, ({ landed: _l, ...c }) => ({ ...c, cloaked: true, phased: true }))(undocked));
      }
    }
  };

/**
 * Every legal cloak, decloak, phase and dephase, exactly (`checkCloak` holds for each): for each of the player's ships
 * not yet used this turn, unstopped, not in stasis and undamaged, the ones its state and equipment allow.
 * @category operations
 */
export const cloakCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CloakCommand> =>
    carriersOf(
      player,
      'Ship',
    )(game).flatMap((ship) => {
      const card = getCard(ship)(game);
      if (game.orders.cloakUsed.includes(ship) || card.stopped || isInStasis(ship)(game) || card.damage > 0)
        return [];
      const types: ReadonlyArray<CloakCommand['type']> = isPhased(ship)(game)
        ? ['ship.dephase']
        : isCloaked(ship)(game)
          ? ['ship.decloak']
          : ['ship.cloak', 'ship.phase'];
      return types
        .map((type): CloakCommand => ({ type, player, ship }))
        .filter((command) => E.isRight(checkState(command)(game)) && hasDevice(command, game));
    });

// Helpers

const hasDevice = (command: CloakCommand, game: GameState): boolean =>
  command.type === 'ship.phase' || command.type === 'ship.dephase'
    ? hasPhasingCloak(command.ship)(game)
    : hasCloakingDevice(command.ship)(game) &&
      !isEquipmentOffLine(command.ship, CLOAKING_DEVICE)(game) &&
      (command.type === 'ship.decloak' || !isForcedDecloaked(command.ship)(game));

// Rulebook 7.6: cloak or phase only a ship neither cloaked nor phased, decloak a cloaked one, dephase a phased one
const checkState =
  (command: CloakCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const title = blueprintOf(command.ship)(game).title;
    const cloaked = isCloaked(command.ship)(game);
    const phased = isPhased(command.ship)(game);
    const refuse = (why: string) => E.left(ruleError(RULE, `${title} ${why}`));
    switch (command.type) {
      case 'ship.cloak':
      case 'ship.phase':
        return phased
          ? refuse('is phased: a ship may not be cloaked and phased at the same time')
          : cloaked
            ? refuse(`is already cloaked${command.type === 'ship.phase' ? ': it may not also phase' : ''}`)
            : E.right(undefined);
      case 'ship.decloak':
        return cloaked && !phased
          ? E.right(undefined)
          : refuse(phased ? 'is phased, not cloaked' : 'is not cloaked');
      case 'ship.dephase':
        return phased ? E.right(undefined) : refuse('is not phased');
    }
  };
