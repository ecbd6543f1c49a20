// Rulebook 7.2 "Solving a Mission": "The mission attempt is now complete, and cards which respond to that (such as
// Particle Fountain) may be played" (Rulings "mission solving – timing"). Which plays of such a card answer the
// mission just completed (domain/responses lists them in the response window the play phase opens after the
// attempt). The team that completed it is completing-team.ts (Alien Groupie: "Female groupie delays beam up of one male
// (random selection)" places the card on one of its males, the general verb `place`).
import type { CardFilter, CardText, Trigger } from '../../cards/language/language';
import type { PlayText } from '../card-play/play-text';
import { hasSkill, teamSkillLevel } from '../cards-in-play/skills';
import { blueprintOf, type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { timesUsedThisTurn } from '../core/this-turn';
import type { Action } from '../responses/model';
import { victimKey } from './battle-responses';
import { type Completed, teamLeft } from './completing-team';
import { matches } from './filters';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type CompletionTrigger = Extract<Trigger, { readonly type: 'missionCompleted' }>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a trigger answers a mission just completed.
 * @category predicates
 */
export const isCompletionTrigger = (trigger: Trigger): trigger is CompletionTrigger =>
  trigger.type === 'missionCompleted';

// A play that places its card on the team that completed the mission (Alien Groupie: "one male") needs one to be placed
// on: the filter the team must have a member matching
const placesOnTeam = (text: CardText): CardFilter | undefined => {
  for (const effect of text.immediate ?? []) {
    if (effect.type !== 'place' || !('on' in effect)) continue;
    const on = effect.on.kind === 'random' ? effect.on.of : effect.on;
    if (on.kind === 'completingTeam') return on.filter;
  }
  return undefined;
};

// Rulebook 7.2: the mission card the response plays on: the solver's copy of a shared mission, else the first
const missionCardOf = (action: Completed, game: GameState): CardId | undefined => {
  const missions = game.locations[action.location]?.missions ?? [];
  return missions.find((id) => getCard(id)(game).owner === action.player) ?? missions[0];
};

// "If 2 ENGINEER present in Away Team, play particle fountain (maximum of one) on just completed planet mission";
// "Plays on any Away Team that just completed a planet mission … one male"
/**
 * Every play of `card` (an interrupt in `player`'s hand) that answers the mission just completed: one, on the mission
 * card, when the mission is of the trigger's kind, `player` may answer (the solver, or anyone), the team left has the
 * skill asked, no copy was played on it yet (`oncePerMission`) and, for a card placed on the team, one to place it on.
 * @category predicates
 */
export const completionResponses =
  (player: PlayerId, card: CardId, trigger: CompletionTrigger, text: CardText, action: Action) =>
  (game: GameState): ReadonlyArray<PlayText> => {
    if (action.kind !== 'missionCompleted' || action.mission !== trigger.mission) return [];
    if (trigger.by === 'solver' && player !== action.player) return [];
    const mission = missionCardOf(action, game);
    if (mission === undefined) return [];
    const team = teamLeft(action, game);
    const need = trigger.teamHas;
    if (need !== undefined && teamSkillLevel(team, need.skill)(game) < need.count) return [];
    const title = blueprintOf(card)(game).title;
    if (trigger.oncePerMission === true && timesUsedThisTurn(victimKey(title, mission))(game) > 0) return [];
    const placedOn = placesOnTeam(text);
    const context = { player, hasSkill };
    if (placedOn !== undefined && !team.some((id) => matches(placedOn, id, context)(game))) return [];
    return [{ type: 'card.play', player, card, kind: 'interrupt', target: { card: mission } }];
  };
