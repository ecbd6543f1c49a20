// Rulebook "[Tribble] Tribbles (11.3)": "Large tribble cards may be beamed by any personnel with Transporter Skill. Each
// personnel may beam up to one large Tribble card for each multiple of Transporter Skill that they have, then are
// stopped. … You may beam tribbles anywhere that you would normally be allowed to beam a generic personnel, including
// an opponent's ship if their shields are down (or you can beam through them)." Rulebook "Transporter Skill": "can beam
// large Tribble cards, even through SHIELDS". `tribble.beam`: one of your unstopped personnel with Transporter Skill at
// the location beams large tribble cards, as many as its skill level, between two places a generic personnel of yours
// could beam between, SHIELDS aside (`Beam.checkRoute` through SHIELDS), then is stopped.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isLargeTribble } from '../../cards/tribble-cards';
import { canAct, isStopped, setStopped } from '../cards-in-play/presence';
import { skillLevel } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  type GameState,
  locationOf,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkGivingOrders } from '../orders';
import { checkRoute } from '../orders/beam';
import { checkBeamingAllowed } from '../orders/beam-permission';
import { type Place, placesAt } from '../orders/places';
import { beginOrders } from '../orders/turn-state';
import { checkTribblesAt, inPlayAtPlaces, tribblesInPlay, zoneOf } from './tribble-moves';
import * as Tribbles from './tribbles';
import * as TroubleFollow from './trouble-follow';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One of your personnel with Transporter Skill beams large tribble cards from a place to another, and is stopped. */
export interface BeamTribbles {
  readonly type: 'tribble.beam';
  readonly player: PlayerId;
  readonly personnel: CardId;
  readonly tribbles: ReadonlyArray<CardId>;
  readonly from: Place;
  readonly to: Place;
}

const TRANSPORTER_SKILL = 'Transporter Skill';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Tribbles (11.3)": "one large Tribble card for each multiple of Transporter Skill … then are stopped";
// Rulebook "Transporter Skill": "even through SHIELDS"
/**
 * Right when the player's personnel may beam the large tribble cards from `from` to `to`.
 * @category predicates
 */
export const checkBeamTribbles =
  (command: BeamTribbles) =>
  (game: GameState): E.Either<RuleError, void> => {
    const orders = checkGivingOrders(command.player)(game);
    if (E.isLeft(orders)) return orders;
    const at = checkTribblesAt(command.tribbles, command.from, isLargeTribble, 'a large')(game);
    if (E.isLeft(at)) return at;
    const operator = checkOperator(command)(game);
    if (E.isLeft(operator)) return operator;
    const route = checkRoute(command.player, command.from, command.to, true)(game);
    if (E.isLeft(route)) return route;
    const to = zoneOf(command.to, game);
    for (const tribble of command.tribbles) {
      const allowed = checkBeamingAllowed(command.player, tribble, at.right, to)(game);
      if (E.isLeft(allowed)) return allowed;
    }
    return E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal beam of large tribble cards: the cards at the destination, the personnel stopped.
 * @category operations
 */
export const beamTribbles =
  (command: BeamTribbles) =>
  (game: GameState): GameState => {
    const from = zoneOf(command.from, game);
    const to = zoneOf(command.to, game);
    const moved = command.tribbles.reduce((g, id) => moveCard(id, to)(g), beginOrders(game));
    // Rulebook "Tribbles (11.3)": "the Trouble card may move with them, at the owner's discretion"
    return TroubleFollow.afterTribblesMoved(from, to)(setStopped(command.personnel, true)(moved));
  };

/**
 * Every legal beam of large tribble cards: for each operator, place and destination, each card alone and the first
 * ones together, as many as the operator's Transporter Skill.
 * @category operations
 */
export const beamTribblesCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<BeamTribbles> => {
    const large = tribblesInPlay(game.cards).filter((c) => isLargeTribble(blueprintOf(c.id)(game)));
    if (large.length === 0 || E.isLeft(checkGivingOrders(player)(game))) return [];
    const commands: BeamTribbles[] = [];
    for (const personnel of operators(player, game)) {
      const level = skillLevel(personnel, TRANSPORTER_SKILL)(game);
      const location = O.toUndefined(locationOf(personnel)(game));
      if (location === undefined) continue;
      // Rulebook "Carried ships": a carried ship is a place a generic personnel may beam to or from (`beamCandidates`)
      const here = placesAt(location)(game);
      for (const from of here) {
        const cards = Tribbles.groupAt(zoneOf(from, game))(game).filter((id) =>
          isLargeTribble(blueprintOf(id)(game)),
        );
        const sets = [
          ...cards.map((id) => [id]),
          ...(level > 1 && cards.length > 1 ? [cards.slice(0, level)] : []),
        ];
        for (const to of here)
          for (const tribbles of sets) {
            const command: BeamTribbles = { type: 'tribble.beam', player, personnel, tribbles, from, to };
            if (E.isRight(checkBeamTribbles(command)(game))) commands.push(command);
          }
      }
    }
    return commands;
  };

// Helpers

const personnelInPlay = memoizeRecent((cards: GameState['cards']) => inPlayAtPlaces(cards, 'Personnel'));

const checkOperator =
  (command: BeamTribbles) =>
  (game: GameState): E.Either<RuleError, void> => {
    const refuse = (why: string) => E.left(ruleError('Transporter Skill', `${command.personnel} ${why}`));
    const card = game.cards[command.personnel];
    if (card === undefined || !operators(command.player, game).includes(command.personnel))
      return refuse('is not an unstopped personnel of yours with Transporter Skill, able to act');
    const here = locationOf(command.personnel)(game);
    const there = locationOf(command.from)(game);
    if (O.isNone(here) || O.isNone(there) || here.value !== there.value)
      return refuse('is not at the location of the tribbles: beaming stays within one location (7.1.1)');
    const level = skillLevel(command.personnel, TRANSPORTER_SKILL)(game);
    return command.tribbles.length <= level
      ? E.right(undefined)
      : refuse(`beams at most ${level} large tribble card(s): one for each multiple of Transporter Skill`);
  };

/** The player's personnel in play, unstopped and able to act, with Transporter Skill. */
const operators = (player: PlayerId, game: GameState): ReadonlyArray<CardId> =>
  personnelInPlay(game.cards)
    .filter((card) => card.controller === player && !isStopped(card.id)(game) && canAct(card.id)(game))
    .map((card) => card.id)
    .filter((id) => skillLevel(id, TRANSPORTER_SKILL)(game) > 0);
