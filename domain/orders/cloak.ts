// Rulebook 7.6 Cloak: once each turn, each ship with a Cloaking Device may cloak or decloak, and what a cloaked
// card may not do or have done to it.
//
// Personnel: the rulebook says "No personnel are required to operate a cloak"; the Current Rulings "cloaking device"
// entry (2000) requires a personnel of matching affiliation aboard. The rulebook (v2.5.6) is the later document and
// wins here, so no personnel are required. Phasing Cloak (phase/dephase) is not implemented.
import * as E from 'fp-ts/Either';
import { isForcedDecloaked } from '../card-effects/until-end-of-turn';
import { blueprintOf, type CardId, type GameState, getCard, type PlayerId, updateCard } from '../game-state';
import { isInStasis } from '../presence';
import { type RuleError, ruleError } from '../rule-error';
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

export type CloakCommand = CloakShip | DecloakShip;

const RULE = '7.6 Cloak';
const CLOAKING_DEVICE = 'Cloaking Device';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.6 Cloak: a card is cloaked from cloaking until it decloaks; nothing enters play cloaked
/**
 * Whether a ship in play is cloaked (a `cloaked` mark left on a card out of play does not count).
 * @category predicates
 */
export const isCloaked =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    return card.cloaked === true && (card.zone.kind === 'atLocation' || card.zone.kind === 'docked');
  };

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
      ? E.left(ruleError(RULE, `${blueprintOf(id)(game).title} is cloaked: ${action}`))
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

// Rulebook 7.6 Cloak: once each turn, each card with cloaking equipment may cloak or decloak; 10.2.1: stopped
// ships may not cloak/decloak; 7.5.1: a damaged ship's cloaking device is off-line (rotation damage)
/**
 * Right when the player may cloak (or decloak) the ship now.
 * @category predicates
 */
export const checkCloak =
  (command: CloakCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.ship];
    if (card === undefined) return E.left(ruleError(RULE, `There is no card ${command.ship}`));
    const title = blueprintOf(command.ship)(game).title;
    const cloaking = command.type === 'ship.cloak';
    if (card.controller !== command.player) return E.left(ruleError(RULE, `${title} is not your ship`));
    if (!hasCloakingDevice(command.ship)(game))
      return E.left(ruleError(RULE, `${title} has no ${CLOAKING_DEVICE}`));
    if (card.zone.kind !== 'atLocation' && card.zone.kind !== 'docked')
      return E.left(ruleError(RULE, `${title} is not in play at a location`));
    if (isCloaked(command.ship)(game) === cloaking)
      return E.left(ruleError(RULE, `${title} is ${cloaking ? 'already' : 'not'} cloaked`));
    if (game.orders.cloakUsed.includes(command.ship))
      return E.left(ruleError(RULE, `${title} has already cloaked or decloaked this turn`));
    if (card.stopped)
      return E.left(ruleError('10.2.1 Stopped', `${title} is stopped and may not cloak or decloak`));
    if (isInStasis(command.ship)(game)) return E.left(ruleError('10.2.4 Stasis', `${title} is in stasis`));
    if (card.damage > 0)
      return E.left(ruleError('7.5.1 Damage', `${title} is damaged: its ${CLOAKING_DEVICE} is off-line`));
    if (cloaking && isForcedDecloaked(command.ship)(game))
      return E.left(
        ruleError(RULE, `${title} is forced by card text to stay decloaked for the rest of the turn`),
      );
    return E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal cloak or decloak: the ship's cloaked mark set or cleared, its turn's cloak used.
 * @category operations
 */
export const cloak =
  (command: CloakCommand) =>
  (game: GameState): GameState =>
    markUsed(
      'cloakUsed',
      command.ship,
    )(updateCard(command.ship, (c) => ({ ...c, cloaked: command.type === 'ship.cloak' }))(game));

/**
 * Every legal cloak and decloak, exactly (`checkCloak` holds for each): one for each of the player's ships with a
 * Cloaking Device not yet used this turn, unstopped, not in stasis and undamaged.
 * @category operations
 */
export const cloakCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CloakCommand> =>
    carriersOf(
      player,
      'Ship',
    )(game)
      .filter((ship) => {
        const card = getCard(ship)(game);
        return (
          hasCloakingDevice(ship)(game) &&
          !game.orders.cloakUsed.includes(ship) &&
          !card.stopped &&
          !isInStasis(ship)(game) &&
          card.damage === 0 &&
          (isCloaked(ship)(game) || !isForcedDecloaked(ship)(game))
        );
      })
      .map((ship) => ({ type: isCloaked(ship)(game) ? 'ship.decloak' : 'ship.cloak', player, ship }));
