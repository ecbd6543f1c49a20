// Alien Parasites: "They beam back and opponent immediately controls ship and crew until 'stopped.' Then turn resumes."
// Rulebook 12.3 Control lists Alien Parasites among the ways an opponent takes control of your cards: the ship (with
// the cards played on it, as when commandeered) and every card of its crew pass to the opponent, who gives orders,
// attempts missions and battles with them, and only with them, in the middle of the turn (the turn's player waits). Control returns, and the turn
// resumes, once they are stopped (10.2.1: a stopped ship stops its crew), are all gone, or the opponent ends it; the
// personnel who encountered the dilemma are then stopped (as a failed dilemma stops its team) and the dilemma, set
// aside on the mission meanwhile, is reseeded there as the bottom card.
import * as E from 'fp-ts/Either';
import { isInPlay } from '../cards-in-play/persona';
import { aboardCrewHost, setStopped } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type LocationId,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import type { Infestation } from '../core/infestation-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { transferControl } from './commandeering';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The opponent takes no further action with the infected ship and crew: control returns, the turn resumes. */
export interface EndInfestation {
  readonly type: 'infestation.end';
  readonly player: PlayerId;
}

/** What the checks read of a turn command: its type, player and the cards or location it names. */
export interface TurnCommandLike {
  readonly type: string;
  readonly player: PlayerId;
  readonly ship?: CardId;
  readonly card?: CardId;
  readonly carrier?: CardId;
  readonly location?: LocationId;
  readonly attackers?: ReadonlyArray<CardId>;
}

const RULE = 'Alien Parasites';
const ok: E.Either<RuleError, void> = E.right(undefined);
const fail = (message: string): E.Either<RuleError, void> => E.left(ruleError(RULE, message));

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether an opponent controls an infected ship and crew now. @category predicates */
export const isUnderWay = (game: GameState): boolean => game.infestation !== undefined;

// Alien Parasites "until 'stopped'"; Rulebook 10.2.1: "When your ship is stopped … your crews aboard become stopped"
/**
 * Whether the infected ship is stopped, or no personnel taken is still in play unstopped: control returns.
 * @category predicates
 */
export const isStopped =
  (infestation: Infestation) =>
  (game: GameState): boolean =>
    (infestation.ship !== null && game.cards[infestation.ship]?.stopped === true) ||
    !infestation.cards.some((id) => {
      const card = game.cards[id];
      return (
        card !== undefined && isInPlay(card) && !card.stopped && blueprintOf(id)(game).type === 'Personnel'
      );
    });

// Alien Parasites: the opponent acts "until stopped" with the ship and crew only, and may stop at any time
/**
 * Right when the turn command may be given now as far as an infestation goes: during one, only orders, mission
 * attempts and battles with the cards taken, or its end; outside one, anything but its end.
 * @category predicates
 */
export const checkTurnCommand =
  (command: TurnCommandLike) =>
  (game: GameState): E.Either<RuleError, void> => {
    const infestation = game.infestation;
    if (infestation === undefined)
      return command.type === 'infestation.end' ? fail('No opponent controls an infected ship and crew') : ok;
    if (command.type === 'infestation.end') return ok;
    const cards = cardsOf(command, infestation, game);
    if (cards === null)
      return fail('Only orders, mission attempts and battles with the infected ship and crew are allowed');
    return cards.length > 0 && cards.every((id) => infestation.cards.includes(id))
      ? ok
      : fail('Only the infected ship and crew may act until they are stopped');
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Alien Parasites "opponent immediately controls ship and crew"; Rulebook 12.3 Control, "Commandeering" (played cards)
/**
 * The game with the opponent controlling the ship (or facility) and every card of its owner's aboard (aboard the ships
 * it carries too, Rulings "carried ships"; those ships stay their owner's), or the Away Team when there is no ship, and
 * the dilemma set aside on the mission, face up.
 * @category operations
 */
export const infest =
  (start: Omit<Infestation, 'cards'>) =>
  (game: GameState): GameState => {
    const aboard =
      start.ship === null
        ? []
        : aboardCrewHost(start.ship)(game).filter((id) => game.cards[id]?.controller === start.returnsTo);
    const crew = [...new Set([...aboard, ...start.team])];
    const ship =
      start.ship === null ? [] : [start.ship, ...cardsIn({ kind: 'playedOn', host: start.ship })(game)];
    const cards = [...ship, ...crew];
    const taken = crew.reduce(
      (g, id) => updateCard(id, (c) => ({ ...c, controller: start.player }))(g),
      start.ship === null ? game : transferControl(start.ship, start.player)(game),
    );
    const mission = game.locations[start.location]?.missions[0];
    const aside =
      mission === undefined
        ? taken
        : updateCard(start.dilemma, (c) => ({ ...c, faceUp: true }))(
            moveCard(start.dilemma, { kind: 'playedOn', host: mission })(taken),
          );
    const what = start.ship === null ? 'the Away Team' : `${named(start.ship)(game)} and its crew`;
    return record(
      `${start.player} controls ${what} until stopped`,
      start.dilemma,
    )({
      ...aside,
      infestation: { ...start, cards },
    });
  };

// Alien Parasites "Then turn resumes"; Rulebook "Dilemmas": the team that failed is stopped, the dilemma reseeded
/**
 * Ends the infestation: each card taken and still in play goes back, the personnel who encountered the dilemma are
 * stopped, the dilemma is reseeded under the mission as the bottom card.
 * @category operations
 */
export const end = (game: GameState): GameState => {
  const infestation = game.infestation;
  if (infestation === undefined) return game;
  const { infestation: _ended, ...rest } = game;
  const inPlay = (g: GameState, id: CardId) => g.cards[id] !== undefined && isInPlay(g.cards[id]);
  const back = infestation.cards.reduce(
    (g, id) =>
      !inPlay(g, id)
        ? g
        : id === infestation.ship
          ? transferControl(id, infestation.returnsTo)(g)
          : updateCard(id, (c) => ({ ...c, controller: infestation.returnsTo }))(g),
    rest as GameState,
  );
  const stopped = infestation.team.reduce(
    (g, id) => (inPlay(g, id) && !g.cards[id]?.stopped ? setStopped(id, true)(g) : g),
    back,
  );
  const dilemma = stopped.cards[infestation.dilemma];
  const reseeded =
    dilemma?.zone.kind !== 'playedOn'
      ? stopped
      : updateCard(infestation.dilemma, (c) => ({ ...c, faceUp: false }))(
          moveCard(
            infestation.dilemma,
            { kind: 'underMission', location: infestation.location },
            'bottom',
          )(stopped),
        );
  return record(
    `${infestation.returnsTo} controls the infected cards again; the turn resumes`,
    infestation.dilemma,
  )(reseeded);
};

// Alien Parasites "until 'stopped'": checked after every action, never in the middle of an attempt or a battle
/**
 * Ends the infestation once its cards are stopped (or gone), between actions.
 * @category operations
 */
export const settle = (game: GameState): GameState =>
  game.infestation === undefined ||
  game.attempt !== undefined ||
  game.battle !== undefined ||
  !isStopped(game.infestation)(game)
    ? game
    : end(game);

/**
 * The command ending the infestation, for the opponent controlling it.
 * @category operations
 */
export const endCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<EndInfestation> =>
    game.infestation?.player === player ? [{ type: 'infestation.end', player }] : [];

// Helpers

/** The cards a command acts with, or null for a command that is no order, mission attempt or battle. */
const cardsOf = (
  command: TurnCommandLike,
  infestation: Infestation,
  game: GameState,
): ReadonlyArray<CardId> | null => {
  if (command.type === 'battle.initiate') return command.attackers ?? [];
  if (command.type === 'mission.attempt') {
    if (command.ship !== undefined) return [command.ship];
    if (command.location === undefined) return [];
    return cardsIn({ kind: 'planetSurface', location: command.location })(game).filter(
      (id) => game.cards[id]?.controller === infestation.player && game.cards[id]?.stopped === false,
    );
  }
  if (!command.type.startsWith('ship.') && command.type !== 'card.beam' && command.type !== 'card.walk')
    return null;
  return [command.ship, command.card, command.carrier].filter((id): id is CardId => id !== undefined);
};
