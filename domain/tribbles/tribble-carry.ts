// Rulebook "[Tribble] Tribbles (11.3)": "Small tribble cards may be carried (and beamed) by either player's personnel,
// like equipment. However, each personnel may carry only a single small tribble card, and, when they drop it, they are
// stopped." `tribble.carry`: one of your personnel beams or walks (Rulebook 7.1.1, 7.1.2: `Beam.checkBeam`,
// `Walk.checkWalk`) carrying one small tribble card from its place, drops it where it arrives and is stopped; carrying
// it further before dropping it (aboard a ship that moves, several beams) is not offered.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isSmallTribble } from '../../cards/tribble-cards';
import * as HouseArrest from '../cards-in-play/house-arrest';
import { setStopped } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkGivingOrders } from '../orders';
import { beam, beamCandidates, checkBeam } from '../orders/beam';
import { checkBeamingAllowed } from '../orders/beam-permission';
import { type Place, placeOfZone } from '../orders/places';
import { beginOrders } from '../orders/turn-state';
import { checkWalk, walk, walkCandidates } from '../orders/walk';
import * as Holograms from '../special-rules/holograms';
import { checkTribblesAt, tribblesInPlay, zoneOf } from './tribble-moves';
import * as Tribbles from './tribbles';
import * as TroubleFollow from './trouble-follow';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One of your personnel beams or walks carrying one small tribble card, drops it where it arrives, and is stopped. */
export interface CarryTribble {
  readonly type: 'tribble.carry';
  readonly player: PlayerId;
  readonly personnel: CardId;
  readonly tribble: CardId;
  /** How the personnel moves: Rulebook 7.1.1 Beam or 7.1.2 Walk. */
  readonly by: 'beam' | 'walk';
  readonly from: Place;
  readonly to: Place;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Tribbles (11.3)": "Small tribble cards may be carried (and beamed) by either player's personnel, like
// equipment. However, each personnel may carry only a single small tribble card"
/**
 * Right when the player's personnel may beam or walk from `from` to `to` carrying the small tribble card.
 * @category predicates
 */
export const checkCarry =
  (command: CarryTribble) =>
  (game: GameState): E.Either<RuleError, void> => {
    const orders = checkGivingOrders(command.player)(game);
    if (E.isLeft(orders)) return orders;
    const tribble = checkTribblesAt([command.tribble], command.from, isSmallTribble, 'a small')(game);
    if (E.isLeft(tribble)) return tribble;
    if (
      game.cards[command.personnel] === undefined ||
      blueprintOf(command.personnel)(game).type !== 'Personnel'
    )
      return E.left(
        ruleError(
          Tribbles.TRIBBLES,
          `${command.personnel} is not a personnel: only personnel carry tribbles`,
        ),
      );
    const { personnel: card, player, from, to } = command;
    if (command.by === 'walk') return checkWalk({ type: 'card.walk', player, card, from, to })(game);
    const beamed = checkBeam({ type: 'card.beam', player, card, from, to })(game);
    if (E.isLeft(beamed)) return beamed;
    return checkBeamingAllowed(player, command.tribble, tribble.right, zoneOf(to, game))(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Tribbles (11.3)": "when they drop it, they are stopped"
/**
 * The game after a legal carry: the personnel beamed, the tribble card dropped there, the personnel stopped.
 * @category operations
 */
export const carry =
  (command: CarryTribble) =>
  (game: GameState): GameState => {
    const from = getCard(command.tribble)(game).zone;
    const { personnel: card, player, from: at, to } = command;
    const moved =
      command.by === 'walk'
        ? walk({ type: 'card.walk', player, card, from: at, to })(beginOrders(game))
        : beam({ type: 'card.beam', player, card, from: at, to })(beginOrders(game));
    // Rulebook "Holograms" and 10.2.10 House Arrest: what the personnel becomes where it arrives, as after any move
    const settled = HouseArrest.settleAfterMove(card, from)(Holograms.settle(card)(moved));
    const dropped = moveCard(command.tribble, zoneOf(to, game))(settled);
    // Rulebook "Tribbles (11.3)": "the Trouble card may move with them, at the owner's discretion"
    return TroubleFollow.afterTribblesMoved(from, zoneOf(to, game))(setStopped(card, true)(dropped));
  };

/**
 * Every legal carry: each small tribble card with each beam of the player's personnel from its place.
 * @category operations
 */
export const carryCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CarryTribble> => {
    const small = tribblesInPlay(game.cards).filter((c) => isSmallTribble(blueprintOf(c.id)(game)));
    if (small.length === 0 || E.isLeft(checkGivingOrders(player)(game))) return [];
    const moves = [...beamCandidates(player)(game), ...walkCandidates(player)(game)].filter(
      (m) => blueprintOf(m.card)(game).type === 'Personnel',
    );
    return small.flatMap((tribble) => {
      const at = O.toUndefined(placeOfZone(tribble.zone));
      return moves
        .filter((m) => m.from === at)
        .map(
          ({ type, card, from, to }): CarryTribble => ({
            type: 'tribble.carry',
            player,
            personnel: card,
            tribble: tribble.id,
            by: type === 'card.walk' ? 'walk' : 'beam',
            from,
            to,
          }),
        )
        .filter((command) => E.isRight(checkCarry(command)(game)));
    });
  };
