// ... on the Station: "1,000: Just after this group breeds, up to 100 of its tribbles may "spread" (move) to an adjacent
// site or into/out of a facility or a landed, docked, or carried ship; discard trouble." The group breeds when a large
// tribble card is played on it (Rulebook "Tribbles (11.3)": large tribble cards "may only be bred from your tribble
// cards"). Just after, each such trouble there with at least 1,000 tribbles present waits for its owner's decision
// (`tribbles.spread` or `tribbles.stay`, a follow-up choice kept in `GameState.choosing`, the choice under way taken up
// after): tribble cards of the group representing 1 to 100 tribbles in all move into or out of a facility or a
// landed, docked or carried ship there, whoever's (the places a walk connects, Rulebook 7.1.2, "Carried ships"; not on
// or off a cloaked ship, 7.6), and the trouble is discarded. No site enters play in the engine: "an adjacent site"
// never applies. The other troubles of the group may then go with the tribbles (domain/tribbles/trouble-follow.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isLargeTribble, isTribble, tribblesOn } from '../../cards/tribble-cards';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { type Place, zoneOfPlace } from '../orders/places';
import { spreadersAt, troubleText } from './tribble-abilities';
import { spreadDestinations } from './tribble-spread-places';
import * as TroubleFollow from './trouble-follow';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The troubles whose group just bred, each still to be decided, and the choice under way to take up after. */
export interface TribblesToSpread {
  readonly kind: 'tribblesSpread';
  /** The owner of the first trouble still to be decided. */
  readonly player: PlayerId;
  readonly troubles: ReadonlyArray<CardId>;
  readonly from: Zone;
  readonly resume?: GameState['choosing'];
}

/** "up to 100 of its tribbles may spread": the tribble cards named move to the place; the trouble is discarded. */
export interface SpreadTribbles {
  readonly type: 'tribbles.spread';
  readonly player: PlayerId;
  readonly trouble: CardId;
  readonly tribbles: ReadonlyArray<CardId>;
  readonly to: Place;
}

/** The trouble's owner lets the tribbles stay. */
export interface KeepTribbles {
  readonly type: 'tribbles.stay';
  readonly player: PlayerId;
  readonly trouble: CardId;
}

export type SpreadCommand = SpreadTribbles | KeepTribbles;

const TROUBLE = '... on the Station';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// ... on the Station: "Just after this group breeds"
/**
 * The game after a tribble card was played at a place: when it is a large one (bred), waiting on the owners of the
 * troubles there that may spread tribbles now; otherwise as it is.
 * @category constructors
 */
export const afterPlayed =
  (card: CardId, at: Zone) =>
  (game: GameState): GameState =>
    isLargeTribble(blueprintOf(card)(game)) ? awaiting(spreaders(at, game), at, game.choosing, game) : game;

/**
 * The game with a spreading choice taken up again after other troubles decided to go with the tribbles: its troubles
 * still there and active, or, with none, the choice after it.
 * @category constructors
 */
export const retaken = (game: GameState): GameState =>
  game.choosing?.kind === 'tribblesSpread'
    ? awaiting(game.choosing.troubles, game.choosing.from, game.choosing.resume, game)
    : game;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// ... on the Station: "up to 100 of its tribbles may 'spread' (move) to … into/out of a facility or a landed, docked,
// or carried ship"
/**
 * Right when the command decides one of its player's troubles waiting: the tribble cards named are different cards
 * of the group, 100 tribbles at most in all, and the place is one they may spread to.
 * @category predicates
 */
export const check =
  (followUp: TribblesToSpread, command: SpreadCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const refuse = (why: string) => E.left(ruleError(TROUBLE, why));
    if (
      !followUp.troubles.includes(command.trouble) ||
      getCard(command.trouble)(game).owner !== command.player
    )
      return refuse(
        `${command.trouble} is no trouble card of ${command.player}'s whose tribbles may spread now.`,
      );
    if (command.type === 'tribbles.stay') return E.right(undefined);
    const { tribbles } = command;
    const group = cardsIn(followUp.from)(game);
    if (tribbles.length === 0 || new Set(tribbles).size !== tribbles.length)
      return refuse('Name one or more different tribble cards of the group.');
    if (!tribbles.every((id) => group.includes(id) && isTribble(blueprintOf(id)(game))))
      return refuse('Only tribble cards of the group that bred may spread.');
    const limit = troubleText().spreadLimit(command.trouble)(game);
    if (count(tribbles, game) > limit) return refuse(`Up to ${limit} of its tribbles may spread.`);
    return spreadDestinations(followUp.from)(game).includes(command.to)
      ? E.right(undefined)
      : refuse(`${command.to} is not into or out of a facility or a landed, docked or carried ship there.`);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal decision: the tribbles spread and the trouble discarded (the other troubles of the group
 * then deciding whether they go with them), or the tribbles staying; then the next trouble, or the choice under way.
 * @category operations
 */
export const decide =
  (followUp: TribblesToSpread, command: SpreadCommand) =>
  (game: GameState): GameState => {
    const left = followUp.troubles.filter((id) => id !== command.trouble);
    if (command.type === 'tribbles.stay')
      return awaiting(
        left,
        followUp.from,
        followUp.resume,
        record(`${named(command.trouble)(game)}: the tribbles stay`)(game),
      );
    const to = zoneOfPlace(command.to)(game);
    if (O.isNone(to)) return game;
    // the trouble's ability: its tribbles relocate, then "discard trouble"
    const spread = troubleText().spread(command.trouble, command.tribbles, to.value)(game);
    const text = `${command.tribbles.map((id) => named(id)(game)).join(', ')} spread to ${named(command.to)(game)}`;
    const next = awaiting(left, followUp.from, followUp.resume, record(text, command.trouble)(spread));
    return TroubleFollow.afterTribblesMoved(followUp.from, to.value)(next);
  };

/**
 * Every decision of the player: for each of their troubles waiting, the tribbles staying, and each set of the group's
 * tribble cards of 100 tribbles at most spreading to each place they may.
 * @category operations
 */
export const choices =
  (followUp: TribblesToSpread, player: PlayerId) =>
  (game: GameState): ReadonlyArray<SpreadCommand> => {
    const mine = followUp.troubles.filter((id) => getCard(id)(game).owner === player);
    if (mine.length === 0) return [];
    const places = spreadDestinations(followUp.from)(game);
    return mine.flatMap((trouble): ReadonlyArray<SpreadCommand> => {
      const limit = troubleText().spreadLimit(trouble)(game);
      const small = cardsIn(followUp.from)(game).filter(
        (id) => isTribble(blueprintOf(id)(game)) && tribblesOn(blueprintOf(id)(game)) <= limit,
      );
      const sets = setsUpTo(small, limit, game);
      return [
        { type: 'tribbles.stay', player, trouble },
        ...places.flatMap((to) =>
          sets.map((tribbles): SpreadCommand => ({ type: 'tribbles.spread', player, trouble, tribbles, to })),
        ),
      ];
    });
  };

// Helpers

const count = (cards: ReadonlyArray<CardId>, game: GameState): number =>
  cards.reduce((sum, id) => sum + tribblesOn(blueprintOf(id)(game)), 0);

/** The troubles at a place whose "Just after this group breeds" applies now (1,000 tribbles present). */
const spreaders = (at: Zone, game: GameState): ReadonlyArray<CardId> => ask(spreadersAt, at)(game);

/** The troubles still there and active, waiting on the first one's owner; with none, the choice to take up. */
const awaiting = (
  troubles: ReadonlyArray<CardId>,
  from: Zone,
  resume: GameState['choosing'],
  game: GameState,
): GameState => {
  const active = spreaders(from, game).filter((id) => troubles.includes(id));
  const { choosing: _replaced, ...rest } = game;
  if (active.length === 0) return resume === undefined ? rest : { ...rest, choosing: resume };
  const player = getCard(active[0] as CardId)(game).owner;
  const followUp: TribblesToSpread = { kind: 'tribblesSpread', player, troubles: active, from };
  return { ...rest, choosing: resume === undefined ? followUp : { ...followUp, resume } };
};

/** Every non-empty set of the cards (in their order) representing at most `max` tribbles in all. */
const setsUpTo = (
  cards: ReadonlyArray<CardId>,
  max: number,
  game: GameState,
): ReadonlyArray<ReadonlyArray<CardId>> => {
  const found: CardId[][] = [];
  const extend = (start: number, chosen: CardId[], total: number): void => {
    for (let i = start; i < cards.length; i++) {
      const card = cards[i] as CardId;
      const sum = total + tribblesOn(blueprintOf(card)(game));
      if (sum > max) continue;
      const set = [...chosen, card];
      found.push(set);
      extend(i + 1, set, sum);
    }
  };
  extend(0, [], 0);
  return found;
};
