// Card text that makes a mission harder to solve where the card is: 100 Tribbles ("Where present, mission attempts
// require 2 Leadership"), 10,000 Tribbles ("… require 2 Exobiology"): the answer to the mission attempt's query point
// (domain/mission-attempt/text-hindrances.ts), which Rulebook 7.2 "Solving a Mission" asks. Rulebook 12.9 Cumulative:
// copies of a card not marked cumulative do not add up, so each title counts once.
import type { Requirement } from '../../cards/blueprint';
import { isPresentWith } from '../cards-in-play/presence';
import type { CardId, GameState } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { requirementsAdded } from '../mission-attempt/text-hindrances';
import { oncePerTitle, rulesInPlay } from './in-play';

/** The cards in play whose text adds to the requirements where they are. */
const requiringRules = (game: GameState) => rulesInPlay('attemptsRequireWherePresent')(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// 100 Tribbles: "Where present, mission attempts require 2 Leadership": present with the team (on its planet, aboard
// its ship)
/**
 * The requirements card text adds to a mission attempt by `team`: those of the cards present with it.
 * @category operations
 */
export const requirementsPresent =
  (team: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<Requirement> =>
    oncePerTitle(
      requiringRules(game).filter((rule) => team.some((id) => isPresentWith(id, rule.source.id)(game))),
    ).map((rule) => rule.effect.requirement);

/**
 * `attemptsRequireWherePresent`: the answer to the query point `attempt.requirementsAdded`.
 * @category operations
 */
export const attemptsRequireWherePresent: Answer<ReadonlyArray<CardId>, ReadonlyArray<Requirement>> = {
  point: requirementsAdded,
  by: 'attemptsRequireWherePresent',
  relevant: (game) => requiringRules(game).length > 0,
  answer: requirementsPresent,
};
