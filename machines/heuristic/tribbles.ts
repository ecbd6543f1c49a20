// The heuristic player's tribbles (Rulebook "[Tribble] Tribbles (11.3)"): a tribble card drawn from the side deck
// plays where it hurts the opponent most and the player least, and is discarded when every place would hurt the player
// more. Hurt is what it takes from the personnel present (1 Tribble: each non-Klingon present CUNNING -1; 10 Tribbles:
// each Klingon present INTEGRITY -1, first-listed skill lost; 1,000 Tribbles: each one's first-listed skill), and what
// it takes from a side's missions as the heuristic judges them (machines/heuristic/value.ts): a large tribble bred
// where the opponent attempts adds to the requirements of the attempt (100 Tribbles: 2 Leadership; 10,000 Tribbles:
// 2 Exobiology), or takes points from the mission (100,000 Tribbles). A tribble's random stop (an activated ability,
// `card.activate`) is used where the opponent's personnel outnumber the player's.
import type { PersonnelBlueprint } from '../../cards/blueprint';
import { abilityRules } from '../../domain/cards-in-play/card-abilities';
import { attribute, skillLevel } from '../../domain/cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  opponentOf,
  type PlayerId,
} from '../../domain/core/game-state';
import * as Decisions from '../../domain/game/decisions';
import { opponentPlanFor, type Plan, planFor } from './plan';
import { missionsValue } from './value';

type Command = Decisions.Command;
type TribblePlay = Extract<Command, { readonly type: 'tribble.play' }>;
type Activate = Extract<Command, { readonly type: 'card.activate' }>;

/** What a personnel is worth to its side: its attributes and its printed skills' levels, as modified now. */
const strengthOf = (id: CardId, game: GameState): number => {
  const printed = blueprintOf(id)(game) as PersonnelBlueprint;
  const skills = (printed.skills ?? []).reduce((sum, s) => sum + skillLevel(id, s.skill)(game), 0);
  return (
    attribute(id, 'INTEGRITY')(game) +
    attribute(id, 'CUNNING')(game) +
    attribute(id, 'STRENGTH')(game) +
    2 * skills
  );
};

const personnelWith = (card: CardId, game: GameState): ReadonlyArray<CardId> => {
  const zone = game.cards[card]?.zone;
  if (zone === undefined) return [];
  return cardsIn(zone)(game).filter((id) => blueprintOf(id)(game).type === 'Personnel');
};

/** A side's missions as its plan judges them: what they are worth now, and how much a position takes from that. */
const missionsOf = (plan: (game: GameState) => Plan, before: GameState) => {
  const now = missionsValue(plan(before), before);
  return (after: GameState): number => now - missionsValue(plan(after), after);
};

/**
 * How much playing a tribble card hurts the opponent more than `me`: the loss of each personnel present with it and
 * the setback to each side's missions, the opponent's counted for, the player's own against, with a tenth of a point
 * for each opponent's personnel there so that, when the card changes nothing, it still goes where the opponent is.
 */
const tribbleHarm = (me: PlayerId, game: GameState) => {
  const opponent = opponentOf(me)(game);
  const theirs = missionsOf((g) => opponentPlanFor(opponent, g), game);
  const mine = missionsOf((g) => planFor(me, g), game);
  return (command: TribblePlay): number => {
    const after = Decisions.apply(command)(game);
    let harm = theirs(after) - mine(after);
    for (const id of personnelWith(command.card, after)) {
      const side = after.cards[id]?.controller === me ? -1 : 1;
      harm += side * (strengthOf(id, game) - strengthOf(id, after) + 0.1);
    }
    return harm;
  };
};

/** An ability that acts on cards (1 Tribble's random stop) is used where the opponent's outnumber the player's. */
const useLooksGood = (command: Activate, me: PlayerId, game: GameState): boolean => {
  const cards = abilityRules().cardsActedOn(command)(game);
  const mine = cards.filter((id) => game.cards[id]?.controller === me).length;
  return cards.length - mine > mine;
};

/**
 * The heuristic's tribble commands, equally good: the play of a drawn tribble card that hurts the opponent most (or
 * its discard when every place hurts the player more), or an ability's use (1 Tribble's random stop) that more likely
 * acts on the opponent's cards; empty when the decision offers no such command.
 */
export const tribbleChoices = (
  actions: ReadonlyArray<Command>,
  me: PlayerId,
  game: GameState,
): ReadonlyArray<Command> => {
  const plays = actions.filter((a): a is TribblePlay => a.type === 'tribble.play');
  if (plays.length > 0) {
    const harmOf = tribbleHarm(me, game);
    let best: TribblePlay[] = [];
    let top = Number.NEGATIVE_INFINITY;
    for (const play of plays) {
      const harm = harmOf(play);
      if (harm > top) [best, top] = [[play], harm];
      else if (harm === top) best.push(play);
    }
    const discard = actions.find((a) => a.type === 'tribble.discard');
    return top < 0 && discard !== undefined ? [discard] : best;
  }
  return actions.filter((a) => a.type === 'card.activate' && useLooksGood(a, me, game));
};
