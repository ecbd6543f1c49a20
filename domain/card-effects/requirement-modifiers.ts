// Rulebook 7.2 "Solving a Mission" and 12.11 S.A.M. "add": the static modifiers of declared cards in play that add a
// requirement to the mission attempts of the teams they reach (100 Tribbles: "Where present, mission attempts require 2
// Leadership"; 10,000 Tribbles: "… require 2 Exobiology"). They answer the mission attempt's query point
// (domain/mission-attempt/text-hindrances.ts), which Rulebook 7.2 asks. Rulebook 12.9 Cumulative: copies of a card not
// marked cumulative do not add up, so each title counts once.
import type { Requirement } from '../../cards/blueprint';
import { canAct } from '../cards-in-play/presence';
import type { CardId, GameState } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { requirementsAdded } from '../mission-attempt/text-hindrances';
import { isOutOfPhaseWith } from '../orders/phasing';
import { descriptiveModifiersInPlay, oncePerTitle, valueKey } from './in-play';
import { reaches } from './static-modifiers';

const REQUIREMENTS = valueKey({ kind: 'mission', name: 'requirements' });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// 100 Tribbles: "Where present, mission attempts require 2 Leadership": a modifier reaching a member of the team (the
// personnel present with it: on its planet, aboard its ship), while its source can act (Rulebook 7.6: not across a
// phase boundary)
/**
 * The requirements card text adds to a mission attempt by `team`: those of the modifiers that reach one of its members.
 * @category operations
 */
export const requirementsFor =
  (team: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<Requirement> => {
    const found: Requirement[] = [];
    const reaching = descriptiveModifiersInPlay(REQUIREMENTS)(game).filter(
      (entry) =>
        canAct(entry.source.id)(game) &&
        team.some((id) => reaches(entry, id, game) && !isOutOfPhaseWith(entry.source.id, id)(game)),
    );
    for (const { effect } of oncePerTitle(reaching))
      if ('requirement' in effect) found.push(effect.requirement);
    return found;
  };

/**
 * `modify` of the requirements of mission attempts: the answer to the query point `attempt.requirementsAdded`;
 * relevant only while a card in play adds one.
 * @category operations
 */
export const requirementModifiers: Answer<ReadonlyArray<CardId>, ReadonlyArray<Requirement>> = {
  point: requirementsAdded,
  by: 'modify',
  relevant: (game) => descriptiveModifiersInPlay(REQUIREMENTS)(game).length > 0,
  answer: requirementsFor,
};
