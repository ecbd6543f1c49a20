// Rulebook "Capture": what players do with captives on their turn, and releasing captives. The captor's crew or Away
// Team that arrives where a trap card holds a captive "may assume custody by either being present with the prisoner
// or beaming her from the trap card to their ship" (`captive.custody`); the owner's other personnel present with an
// unattended captive may release it (`captive.release`); held captives are released only by a card (`release`).
// Neither command is an order (Rulebook 7 lists the orders): they are actions during your turn, as special skills are
// ("normal actions on your turn"), and do not begin executing orders.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { captives, holdOf, takeFromTrap } from '../capture/capture';
import { leavePlay } from '../cards-in-play/leave-play';
import { canAct, isPresentWith } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  moveCard,
  type PlayerId,
  updateCard,
  type Zone,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';
import { checkRouteEnd, lendsTransporters } from '../orders/beam';
import { type Place, placesAt, zoneOfPlace } from '../orders/places';
import { awaitTrapExit, type TrapExitChoice, type TrapExitCommand, trapExits } from './trap-exits';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Release your unattended captive personnel with your other personnel present (Rulebook "Capture"). */
export interface ReleaseCaptive {
  readonly type: 'captive.release';
  readonly player: PlayerId;
  readonly card: CardId;
}

/** Take custody of your captive held under your trap card, into your team at `to` (Rulebook "Capture"). */
export interface TakeCustody {
  readonly type: 'captive.custody';
  readonly player: PlayerId;
  readonly card: CardId;
  /** A ship or facility (aboard it), or the mission (its planet surface). */
  readonly to: Place;
}

const RULE = 'Capture';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Capture": unattended captives "may be released by their owner's other personnel present"
/**
 * Right when the player's other personnel present may release the player's unattended captive now.
 * @category predicates
 */
export const checkReleaseCaptive =
  (command: ReleaseCaptive) =>
  (game: GameState): E.Either<RuleError, void> => {
    const turn = checkOwnTurn(command.player, game);
    if (E.isLeft(turn)) return turn;
    const card = game.cards[command.card];
    if (card?.captive === undefined || card.owner !== command.player)
      return E.left(ruleError(RULE, `${command.card} is not a captive of yours to release`));
    if (O.getOrElse(() => '')(holdOf(command.card)(game)) !== 'unattended')
      return E.left(ruleError(RULE, `${named(command.card)(game)} is held: only a card may release it`));
    const releasers = cardsInZone(card.zone)(game).filter((id) =>
      mayRelease(command.player, id, command.card, game),
    );
    return releasers.length > 0
      ? E.right(undefined)
      : E.left(
          ruleError(RULE, `none of your other personnel able to act is present with ${named(card.id)(game)}`),
        );
  };

// Rulebook "Capture": "Once your crew or Away Team arrives, they may assume custody by either being present with the
// prisoner or beaming her from the trap card to their ship"
/**
 * Right when the player's team at `to` may take custody of the player's captive held under a trap card now.
 * @category predicates
 */
export const checkTakeCustody =
  (command: TakeCustody) =>
  (game: GameState): E.Either<RuleError, void> => {
    const turn = checkOwnTurn(command.player, game);
    if (E.isLeft(turn)) return turn;
    const trap = game.cards[command.card]?.captive?.trap;
    if (trap === undefined || game.cards[command.card]?.captive?.by !== command.player)
      return E.left(ruleError(RULE, `${command.card} is not your captive held under a trap card`));
    const to = zoneOfPlace(command.to)(game);
    const at = locationOf(trap)(game);
    if (O.isNone(to) || O.isNone(at) || !isAt(to.value, at.value, game))
      return E.left(ruleError(RULE, `${command.to} is not a place at the trap card's location`));
    const team = freePersonnelIn(command.player, to.value, game);
    if (team.length === 0) return E.left(ruleError(RULE, `you have no crew or Away Team at ${command.to}`));
    if (team.some((id) => isPresentWith(id, trap)(game)) || beamsToOwnShip(command.player, to.value, game))
      return E.right(undefined);
    return E.left(
      ruleError(
        RULE,
        'your team there is not present with the trap card, nor may it beam the captive aboard',
      ),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Capture": "When a captive is released, all capture-related cards … played on her are discarded"; it is
// no longer disabled (10.2.3, unless a card in play keeps it so)
/**
 * Releases a captive, where it is or (from under a trap card, or as a card says) to `to`: a captive under a trap card
 * with no `to` goes to the one place there `trapExits` names, or waits on its owner's choice among several
 * (`awaitTrapExit`, Rulebook 12.5 Ties L1244).
 * @category operations
 */
export const release =
  (captive: CardId, to?: Zone) =>
  (game: GameState): E.Either<RuleError, GameState> => {
    const card = game.cards[captive];
    if (card?.captive === undefined) return E.left(ruleError(RULE, `${captive} is not a captive`));
    const trap = card.captive.trap;
    const exits = to === undefined && trap !== undefined ? trapExits(captive)(game) : [];
    if (exits.length > 1) return E.right(awaitTrapExit(captive, exits)(game));
    const related = cardsIn({ kind: 'playedOn', host: captive })(game).filter((id) =>
      /captive|captur/i.test(blueprintOf(id)(game).text),
    );
    const cleared = related.reduce((g, id) => leavePlay(id, 'discard')(g), game);
    const [exit] = exits;
    const place = to ?? (exit === undefined ? undefined : O.toUndefined(zoneOfPlace(exit)(cleared)));
    if (trap !== undefined && place === undefined)
      return E.left(ruleError(RULE, `${named(captive)(game)} has nowhere to go from under its trap card`));
    const moved =
      place === undefined
        ? cleared
        : trap === undefined
          ? moveCard(captive, place)(cleared)
          : takeFromTrap(captive, place)(cleared);
    const kept = Object.values(moved.cards).some(
      (c) => c.affects?.status === 'disabled' && c.affects.cards.includes(captive),
    );
    const freed = updateCard(captive, ({ captive: _c, disabled, ...rest }) =>
      kept ? { ...rest, disabled } : rest,
    )(moved);
    return E.right(record(`${named(captive)(game)} is released`, captive)(freed));
  };

// Rulebook 12.5 Ties L1244: the captive's owner named the place among several
/**
 * The game after the captive's owner named where it goes from under its trap card: the choice closed, it released there.
 * @category operations
 */
export const chooseTrapExit =
  (choice: TrapExitChoice, command: TrapExitCommand) =>
  (game: GameState): GameState => {
    const { choosing: _chosen, ...rest } = game;
    const to = zoneOfPlace(command.card)(rest);
    return O.isNone(to) ? rest : E.getOrElse(() => rest)(release(choice.source, to.value)(rest));
  };

/**
 * The game after a legal `captive.release`: the captive released where it is.
 * @category operations
 */
export const releaseCaptive =
  (command: ReleaseCaptive) =>
  (game: GameState): GameState =>
    E.getOrElse(() => game)(release(command.card)(game));

/**
 * The game after a legal `captive.custody`: the captive escorted at `to`, the trap card discarded once empty.
 * @category operations
 */
export const takeCustody =
  (command: TakeCustody) =>
  (game: GameState): GameState => {
    const to = zoneOfPlace(command.to)(game);
    if (O.isNone(to)) return game;
    return record(
      `${command.player} takes custody of ${named(command.card)(game)}`,
      command.card,
    )(takeFromTrap(command.card, to.value)(game));
  };

/**
 * Every `captive.release` and `captive.custody` of the player that may be legal (each is then checked).
 * @category operations
 */
export const captiveCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<ReleaseCaptive | TakeCustody> =>
    captives(game).flatMap((card): ReadonlyArray<ReleaseCaptive | TakeCustody> => {
      const captive = getCard(card)(game);
      if (captive.owner === player && captive.captive?.trap === undefined)
        return [{ type: 'captive.release', player, card }];
      if (captive.captive?.by !== player || captive.captive.trap === undefined) return [];
      const at = locationOf(card)(game);
      if (O.isNone(at)) return [];
      return placesAt(at.value)(game).map((to) => ({ type: 'captive.custody', player, card, to }));
    });

/**
 * Right during `player`'s own turn of the play phase, when they act with captives, else the rule.
 * @category predicates
 */
export const checkOwnTurn = (player: PlayerId, game: GameState): E.Either<RuleError, void> =>
  game.phase === 'play' && game.turn.active === player
    ? E.right(undefined)
    : E.left(ruleError(RULE, `${player} may act with captives only during their own turn`));

// Helpers

const freePersonnelIn = (player: PlayerId, zone: Zone, game: GameState): ReadonlyArray<CardId> =>
  cardsInZone(zone)(game).filter((id) => {
    const c = getCard(id)(game);
    return c.controller === player && c.captive === undefined && blueprintOf(id)(game).type === 'Personnel';
  });

const mayRelease = (player: PlayerId, id: CardId, captive: CardId, game: GameState): boolean => {
  const c = getCard(id)(game);
  return (
    id !== captive &&
    c.owner === player &&
    c.controller === player &&
    c.captive === undefined &&
    !c.stopped &&
    blueprintOf(id)(game).type === 'Personnel' &&
    canAct(id)(game) &&
    isPresentWith(id, captive)(game)
  );
};

/** Rulebook 7.1.1 Beam: onto the player's own ship or facility, through its usable transporters. */
const beamsToOwnShip = (player: PlayerId, zone: Zone, game: GameState): boolean =>
  zone.kind === 'aboard' &&
  getCard(zone.carrier)(game).controller === player &&
  lendsTransporters(player, zone)(game) &&
  E.isRight(checkRouteEnd(player, zone)(game));

const isAt = (zone: Zone, location: LocationId, game: GameState): boolean =>
  zone.kind === 'planetSurface'
    ? zone.location === location
    : zone.kind === 'aboard' && O.exists((l) => l === location)(locationOf(zone.carrier)(game));
