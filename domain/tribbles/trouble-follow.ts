// Rulebook "[Tribble] Tribbles (11.3)": "Whenever tribbles within the group are moved, the Trouble card may move with
// them, at the owner's discretion. A Trouble is discarded if there are no tribbles present." After tribble cards move
// from a place (`tribble.carry`, `tribble.beam`), each trouble card there waits for its owner's decision
// (`trouble.follow`, a follow-up choice kept in `GameState.choosing`, whoever's turn it is): it goes with them to
// their destination, or it stays. Once every one is decided, a trouble left where no tribbles are is discarded.
import * as E from 'fp-ts/Either';
import { isTrouble } from '../../cards/tribble-cards';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as Tribbles from './tribbles';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The troubles of a tribble group whose tribbles just moved from `from` to `to`, each still to be decided. */
export interface TroublesToFollow {
  readonly kind: 'troublesFollow';
  /** The owner of the first trouble still to be decided. */
  readonly player: PlayerId;
  readonly troubles: ReadonlyArray<CardId>;
  readonly from: Zone;
  readonly to: Zone;
  /** The choice under way when the tribbles moved (their spreading, domain/tribbles/trouble-spread.ts), taken up after. */
  readonly resume?: GameState['choosing'];
}

/** "the Trouble card may move with them, at the owner's discretion": your trouble goes with the tribbles, or stays. */
export interface FollowTribbles {
  readonly type: 'trouble.follow';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly follows: boolean;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The game after tribble cards moved from one place to another: waiting on the owners of the troubles left behind
 * (the choice under way, if any, taken up after), or, with none there, as it is.
 * @category constructors
 */
export const afterTribblesMoved =
  (from: Zone, to: Zone) =>
  (game: GameState): GameState => {
    const troubles = cardsIn(from)(game).filter((id) => isTrouble(blueprintOf(id)(game)));
    return troubles.length === 0 ? game : awaiting(troubles, from, to, game.choosing, game);
  };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Tribbles (11.3)": "at the owner's discretion"
/**
 * Right when the command decides one of its player's troubles still to be decided.
 * @category predicates
 */
export const check =
  (followUp: TroublesToFollow, command: FollowTribbles) =>
  (game: GameState): E.Either<RuleError, void> =>
    followUp.troubles.includes(command.card) &&
    getCard(command.card)(game).owner === command.player &&
    typeof command.follows === 'boolean'
      ? E.right(undefined)
      : E.left(
          ruleError(
            Tribbles.TRIBBLES,
            `${command.card} is no trouble card of ${command.player}'s waiting to go with its tribbles or stay.`,
          ),
        );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a trouble's owner decided: it goes with the tribbles or stays; after the last one, the troubles
 * left where no tribbles are are discarded.
 * @category operations
 */
export const decide =
  (followUp: TroublesToFollow, command: FollowTribbles) =>
  (game: GameState): GameState => {
    const moved = command.follows ? moveCard(command.card, followUp.to)(game) : game;
    const text = `${named(command.card)(game)} ${command.follows ? 'goes with its tribbles' : 'stays'}`;
    const { choosing: _decided, ...rest } = record(text)(moved);
    const left = followUp.troubles.filter((id) => id !== command.card);
    if (left.length > 0) return awaiting(left, followUp.from, followUp.to, followUp.resume, rest);
    const settled = Tribbles.discardTroublesWithoutTribbles([followUp.from])(rest);
    return followUp.resume === undefined ? settled : { ...settled, choosing: followUp.resume };
  };

/**
 * Every decision of the player: each of their troubles waiting goes, or stays.
 * @category operations
 */
export const choices =
  (followUp: TroublesToFollow, player: PlayerId) =>
  (game: GameState): ReadonlyArray<FollowTribbles> =>
    followUp.troubles
      .filter((card) => getCard(card)(game).owner === player)
      .flatMap((card) =>
        [true, false].map((follows): FollowTribbles => ({ type: 'trouble.follow', player, card, follows })),
      );

// Helpers

const awaiting = (
  troubles: ReadonlyArray<CardId>,
  from: Zone,
  to: Zone,
  resume: GameState['choosing'],
  game: GameState,
): GameState => {
  const player = getCard(troubles[0] as CardId)(game).owner;
  const followUp: TroublesToFollow = { kind: 'troublesFollow', player, troubles, from, to };
  return { ...game, choosing: resume === undefined ? followUp : { ...followUp, resume } };
};
