// Rulebook 7.2 "Solving a Mission": "The mission attempt is now complete, and cards which respond to that (such as
// Particle Fountain) may be played" (Rulings "mission solving – timing"). Which plays of such a card answer the
// mission just completed (domain/responses lists them in the response window the play phase opens after the
// attempt), and what Alien Groupie does: "Female groupie delays beam up of one male (random selection) for one full
// turn" (the card stays on him until the end of the next turn, Rulebook 12.2 "full" turn: `atEndOfTurn`).
import type { CardText, Trigger } from '../../cards/language/language';
import { canAct } from '../cards-in-play/presence';
import { teamSkillLevel } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  updateCard,
  zoneKey,
} from '../core/game-state';
import { nextInt } from '../core/random';
import { timesUsedThisTurn } from '../core/this-turn';
import type { Action } from '../responses/model';
import { victimKey } from './battle-responses';
import type { Interpreter } from './immediate';
import type { PlayText } from './play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type CompletionTrigger = Extract<Trigger, { readonly type: 'missionCompleted' }>;
type Completed = Extract<Action, { readonly kind: 'missionCompleted' }>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a trigger answers a mission just completed.
 * @category predicates
 */
export const isCompletionTrigger = (trigger: Trigger): trigger is CompletionTrigger =>
  trigger.type === 'missionCompleted';

/** The members of the team that completed the mission still there and able to act ("present in Away Team"). */
const teamLeft = (action: Completed, game: GameState): ReadonlyArray<CardId> => {
  const here = zoneKey({ kind: 'planetSurface', location: action.location });
  return action.team.filter((id) => {
    const card = game.cards[id];
    if (card === undefined || !canAct(id)(game)) return false;
    return action.mission === 'space' || zoneKey(card.zone) === here;
  });
};

/** The members of the team left with a printed characteristic ("one male"). */
const withCharacteristic = (action: Completed, characteristic: string, game: GameState) =>
  teamLeft(action, game).filter((id) =>
    blueprintOf(id)(game).characteristics.some((c) => c.toLowerCase() === characteristic.toLowerCase()),
  );

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
 * skill asked, no copy was played on it yet (`oncePerMission`) and, for a groupie, the team has a member to hold.
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
    const holds = (text.immediate ?? []).find((e) => e.type === 'holdRandomTeamMemberOnPlanet');
    if (holds !== undefined && withCharacteristic(action, holds.characteristic, game).length === 0) return [];
    return [{ type: 'card.play', player, card, kind: 'interrupt', target: { card: mission } }];
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Alien Groupie: "Female groupie delays beam up of one male (random selection) for one full turn." (Rulebook 12.14
// random selection among the Away Team's males; the card stays on him until its end-of-turn action discards it)
/**
 * The card played goes onto one member of the team that just completed the target mission, who has the
 * characteristic, at random; with none (the team left since), it is discarded without effect.
 * @category operations
 */
export const holdRandomTeamMemberOnPlanet: Interpreter<'holdRandomTeamMemberOnPlanet'> =
  (effect, choices) => (game) => {
    const card = choices.card;
    const mission = choices.targetCard;
    if (card === undefined || mission === null) return game;
    const action = justCompleted(mission, game);
    const males = action === undefined ? [] : withCharacteristic(action, effect.characteristic, game);
    if (males.length === 0)
      return record(
        `${named(card)(game)} finds no one and is discarded`,
        card,
      )(moveCard(card, { kind: 'discard', player: getCard(card)(game).owner }, 'top')(game));
    const [index, random] = nextInt(males.length)(game.random);
    const male = males[index] as CardId;
    const placed = updateCard(card, (c) => ({ ...c, enteredOnTurn: game.turn.number }))(
      moveCard(card, { kind: 'playedOn', host: male }, 'bottom')({ ...game, random }),
    );
    return record(`${named(card)(game)} delays the beam up of ${named(male)(game)}`, male)(placed);
  };

// Helpers

/** The mission completion under way whose mission card `mission` is (the action the response answers). */
const justCompleted = (mission: CardId, game: GameState): Completed | undefined => {
  const zone = game.cards[mission]?.zone;
  if (zone?.kind !== 'spaceline') return undefined;
  return (game.responding?.stack ?? []).find(
    (a): a is Completed => a.kind === 'missionCompleted' && a.location === zone.location,
  );
};
