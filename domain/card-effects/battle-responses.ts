// Rulebook 7.4 Battle, stage 2 Responses: "Players that control a force in the battle may now play or use cards that
// apply at the initiation of battle"; and cards that answer the personnel a battle just killed (Klingon Death Yell).
// Which plays of such a card answer the battle action (domain/responses lists them in the response window): Honor
// Challenge's one per choice of the opponents its `oneOpponentEach` selection names.
import type { CardSelection, CardText, Trigger } from '../../cards/language/language';
import type { PlayText } from '../card-play/play-text';
import { canAct } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type PlayerId,
  zoneKey,
} from '../core/game-state';
import { combinations } from '../core/subsets';
import { timesUsedThisTurn } from '../core/this-turn';
import type { Action } from '../responses/model';
import { destructionResponses } from './escape-pod';
import { matches } from './filters';
import { withOptions } from './play-options';
import { hasSkillInBattle } from './skill-in-battle';
import { battlesAnyone } from './text-battle';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A trigger answered during a battle. */
export type BattleTrigger = Extract<
  Trigger,
  { readonly type: 'battleInitiated' | 'personnelKilled' | 'shipBeingDestroyed' }
>;

type OneOpponentEach = Extract<CardSelection, { readonly kind: 'oneOpponentEach' }>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a trigger answers a battle action.
 * @category predicates
 */
export const isBattleTrigger = (trigger: Trigger): trigger is BattleTrigger =>
  trigger.type === 'battleInitiated' ||
  trigger.type === 'personnelKilled' ||
  trigger.type === 'shipBeingDestroyed';

// Rulebook 7.4 stage 2 Responses: "Players that control a force in the battle"
/**
 * Whether `player` controls a card of either force of the battle under way.
 * @category predicates
 */
export const controlsAForce =
  (player: PlayerId) =>
  (game: GameState): boolean => {
    const forces = game.battle?.fight.forces;
    return (
      forces !== undefined && [...forces[0], ...forces[1]].some((id) => game.cards[id]?.controller === player)
    );
  };

/**
 * Every play of `card` (an interrupt in `player`'s hand) that answers `action` as its battle trigger says: none unless
 * the battle just initiated is of the trigger's kind and `player` controls a force in it; Honor Challenge: one per
 * choice of the opponents its text kills, none when it kills no one.
 * @category predicates
 */
export const battleResponses =
  (player: PlayerId, card: CardId, trigger: BattleTrigger, text: CardText, action: Action) =>
  (game: GameState): ReadonlyArray<PlayText> => {
    if (trigger.type === 'personnelKilled') return killedResponses(player, card, trigger, text, action)(game);
    if (trigger.type === 'shipBeingDestroyed')
      return destructionResponses(player, card, trigger, action)(game);
    if (action.kind !== 'battleInitiated' || action.battle !== trigger.kind) return [];
    if (!controlsAForce(player)(game)) return [];
    // Battle Bridge Door: "if you have Leadership in that battle"
    if (trigger.ifYouHave !== undefined && !hasSkillInBattle(player, trigger.ifYouHave)(game)) return [];
    // Battle Bridge Door: a doorway played "at start of ship battle (even during opponent's turn)"
    const kind = blueprintOf(card)(game).type === 'Doorway' ? 'doorway' : 'interrupt';
    const play: PlayText = { type: 'card.play', player, card, kind };
    const naming = opponentsNamed(text);
    if (naming === undefined) return withOptions(text, play);
    return killChoices(player, naming)(game).map((kills) => ({ ...play, kills }));
  };

// Helpers

// Honor Challenge: "Each Klingon with Honor immediately kills one opponent with Treachery": the selection of a verb of
// the text that the play names
const opponentsNamed = (text: CardText): OneOpponentEach | undefined => {
  for (const effect of text.immediate ?? [])
    if ('select' in effect && effect.select.kind === 'oneOpponentEach') return effect.select;
  return undefined;
};

/**
 * The record that a card of this title was played on a victim (this turn: the victim was just killed), or on a mission
 * just completed (Particle Fountain).
 * @category operations
 */
export const victimKey = (title: string, victim: CardId): string => `${title} on ${victim}`;

// "Plays on any just killed Klingon with Honor. … May play only one death yell for each such Klingon."; Klingon Right
// of Vengeance: "If any Klingon is killed in an away team battle"
const killedResponses =
  (
    player: PlayerId,
    card: CardId,
    trigger: Extract<Trigger, { readonly type: 'personnelKilled' }>,
    text: CardText,
    action: Action,
  ) =>
  (game: GameState): ReadonlyArray<PlayText> => {
    if (action.kind !== 'personnelKilled') return [];
    // Klingon Right of Vengeance: "killed in an away team battle"; "all other Klingons present may … re-attack"
    if (trigger.inBattle !== undefined && game.battle?.fight.kind !== trigger.inBattle) return [];
    const choices = { player, card, targetCard: null, targetPlayer: null, take: null };
    const battles = (text.immediate ?? []).filter((e) => e.type === 'battle');
    if (battles.some((verb) => !battlesAnyone(verb, choices)(game))) return [];
    const title = blueprintOf(card)(game).title;
    return action.cards
      .filter((victim) => getCard(victim)(game).zone.kind === 'discard')
      .filter(
        (victim) =>
          trigger.filter === undefined || matches(trigger.filter, victim, { player, hasSkill })(game),
      )
      .filter(
        (victim) => trigger.oncePerVictim !== true || timesUsedThisTurn(victimKey(title, victim))(game) === 0,
      )
      .map((victim) => ({ type: 'card.play', player, card, kind: 'interrupt', target: { card: victim } }));
  };

/**
 * The sets of opponents the killers of both forces may kill: as many as there are killers able to act (each kills
 * one), or every victim when there are fewer. `player` chooses for their own force; for the other force, which has
 * no say in this command, the first victims in force order are taken.
 */
const killChoices =
  (player: PlayerId, effect: OneOpponentEach) =>
  (game: GameState): ReadonlyArray<ReadonlyArray<CardId>> => {
    const battle = game.battle;
    if (battle?.fight.kind !== 'personnel') return [];
    const { forces, place } = battle.fight;
    const here = zoneKey(place);
    const present = (id: CardId) => game.cards[id] !== undefined && zoneKey(getCard(id)(game).zone) === here;
    const fits = (filter: OneOpponentEach['each'], id: CardId) =>
      matches(filter, id, { player: getCard(id)(game).controller, hasSkill })(game);
    const sides = ([0, 1] as const).map((side) => {
      const killers = forces[side].filter((id) => present(id) && canAct(id)(game) && fits(effect.each, id));
      const victims = forces[1 - side]?.filter((id) => present(id) && fits(effect.opponent, id)) ?? [];
      const count = Math.min(killers.length, victims.length);
      const controller = side === 0 ? battle.attacker : battle.defender;
      return controller === player ? combinations(victims, count) : [victims.slice(0, count)];
    });
    const [own = [], other = []] = sides;
    return own.flatMap((a) => other.map((b) => [...a, ...b])).filter((kills) => kills.length > 0);
  };
