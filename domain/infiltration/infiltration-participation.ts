// Rulebook "Infiltration": "Whenever any of the opponent's personnel present take any action, your infiltrator may
// choose whether or not to participate … If he chooses to participate, he must participate fully; for example, an
// infiltrator joining a mission attempt must contribute skills and requirements to all dilemmas and to solving."
// The engine asks at the start of each mission attempt, before the first seed card (`attempt.infiltrator`): each
// infiltrator of the attempting player's side where the crew or Away Team attempts, able to attempt and compatible
// with it, chooses in turn; joining, it is a member of the team for the whole attempt. Other actions of its hosts
// (staffing, battle, card text reading a crew) go on without it: the engine has no decision point there.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { affiliationOf } from '../cards-in-play/affiliation';
import { areAffiliationsCompatibleFor } from '../cards-in-play/compatibility';
import { isSeparated } from '../cards-in-play/presence';
import { awaitDecision, type DecisionRule } from '../core/decision';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
} from '../core/game-state';
import { ruleError } from '../core/rule-error';
import { logged, withAttempt } from '../mission-attempt/seed-cards';
import { isInfiltrating, RULE } from './infiltration';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Your infiltrator joins (or stays out of) the mission attempt its hosts begin where it is. */
export interface Participate {
  readonly type: 'infiltrator.participate';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly participate: boolean;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Infiltration": an infiltrator with the attempting crew or Away Team "may choose whether or not to
// participate"
/**
 * The next infiltrator to ask whether it joins the attempt under way, if any: where the team attempts, of the
 * attempting player's side, not separated (10.2.5), compatible with the team, not asked yet.
 * @category predicates
 */
export const infiltratorToAsk = (game: GameState): O.Option<CardId> => {
  const attempt = game.attempt;
  if (attempt === undefined) return O.none;
  const asked = attempt.asked ?? [];
  const fits = (id: CardId) =>
    attempt.members.every((member) =>
      areAffiliationsCompatibleFor(
        attempt.player,
        affiliationOf(id)(game),
        affiliationOf(member)(game),
      )(game),
    );
  return O.fromNullable(
    cardsIn(attempt.place)(game).find(
      (id) =>
        blueprintOf(id)(game).type === 'Personnel' &&
        isInfiltrating(id)(game) &&
        getCard(id)(game).infiltration?.into === attempt.player &&
        !asked.includes(id) &&
        !isSeparated(id)(game) &&
        fits(id),
    ),
  );
};

/**
 * Whether an infiltrator is still to choose whether it joins the attempt.
 * @category predicates
 */
export const hasInfiltratorToAsk = (game: GameState): boolean => O.isSome(infiltratorToAsk(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Waits on the controller of the next infiltrator to ask (the game unchanged when there is none).
 * @category operations
 */
export const askInfiltrator = (game: GameState): GameState =>
  O.match(
    () => game,
    (id: CardId) => awaitDecision(getCard(id)(game).controller, 'attempt.infiltrator')(game),
  )(infiltratorToAsk(game));

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The rule of `attempt.infiltrator`: the infiltrator asked joins the attempt, or stays out of it.
 * @category instances
 */
export const rule: DecisionRule<Participate> = {
  commandTypes: ['infiltrator.participate'],
  candidatesAreLegal: true,
  candidates: (player) => (game) =>
    O.match(
      () => [],
      (card: CardId): ReadonlyArray<Participate> =>
        getCard(card)(game).controller === player
          ? [true, false].map((participate) => ({
              type: 'infiltrator.participate',
              player,
              card,
              participate,
            }))
          : [],
    )(infiltratorToAsk(game)),
  check: (command) => (game) =>
    O.exists((card: CardId) => card === command.card && getCard(card)(game).controller === command.player)(
      infiltratorToAsk(game),
    )
      ? E.right(undefined)
      : E.left(ruleError(RULE, `${command.card} is not the infiltrator of yours asked to join this attempt`)),
  apply: (command) =>
    withAttempt((attempt) =>
      logged(
        command.card,
        command.participate ? 'joins the attempt (infiltrator)' : 'stays out of the attempt (infiltrator)',
      )({
        ...attempt,
        asked: [...(attempt.asked ?? []), command.card],
        members: command.participate ? [...attempt.members, command.card] : attempt.members,
      }),
    ),
};
