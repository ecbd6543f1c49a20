// Rulebook "Playing 'At Any Time'": "Even a card that plays 'at any time' may not interrupt another action in progress,
// unless it suspends play or is a valid response to that action". The interpreter of a declared text's `respondsTo`
// (cards/language): which cards in a player's hand are valid responses to an action under way, and the plays that
// answer it. It implements the response port's `validResponses` (domain/responses/response-port.ts).
import * as O from 'fp-ts/Option';
import type { CardText, Trigger } from '../../cards/language/language';
import type { PlayText } from '../card-play/play-text';
import { isReferencedBy } from '../cards-in-play/persona';
import { hasSkill } from '../cards-in-play/skills';
import { functionsOf, namingFunction } from '../core/card-functions';
import { declaredText } from '../core/declared-texts';
import { blueprintOf, type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { prevented } from '../core/permissions';
import { ask } from '../core/query-points';
import { usedThisTurn } from '../core/this-turn';
import { cardsInZone } from '../core/zone-index';
import { type Action, actorOf } from '../responses/model';
import { isBeingPlayed } from '../responses/valid';
import { type BattleTrigger, battleResponses, isBattleTrigger } from './battle-responses';
import { matches } from './filters';
import { completionResponses, isCompletionTrigger } from './mission-completed';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// "(Immune to {Amanda Rogers}.)": a card whose text names the responder's title may not be its target
const isImmune =
  (target: CardId, responder: CardId) =>
  (game: GameState): boolean => {
    const text = declaredText(getCard(target)(game).blueprint);
    const title = blueprintOf(responder)(game);
    return O.isSome(text) && (text.value.immuneTo ?? []).some((immune) => isReferencedBy(immune)(title));
  };

/** The cards of an action a trigger may answer (the card just played, the cards just drawn), by `player`. */
const subjectsOf = (
  trigger: Exclude<
    Trigger,
    BattleTrigger | { readonly type: 'missionCompleted' } | { readonly type: 'attemptFinished' }
  >,
  action: Action,
  player: PlayerId,
  game: GameState,
) => {
  if (trigger.by === 'opponent' && actorOf(action) === player) return [];
  if (trigger.type === 'cardPlayed') {
    if (action.kind !== 'cardPlay' || !isBeingPlayed(action.command.card)(game)) return [];
    const { card, kind } = action.command;
    if (trigger.as !== undefined && !trigger.as.includes(kind)) return [];
    return trigger.filter === undefined || matches(trigger.filter, card, { player, hasSkill })(game)
      ? [card]
      : [];
  }
  if (action.kind !== 'cardDraw') return [];
  const hand = cardsInZone({ kind: 'hand', player: action.player })(game);
  return action.cards.filter((card) => hand.includes(card));
};

// Rulebook "Playing 'At Any Time'": a valid response to that action, from the player's hand
/**
 * Every play of an interrupt in `player`'s hand that is a valid response to `action` now: one per card of the action
 * it may target (not a card immune to it), none for a card already used this turn if it may be used once each turn
 * nor while a card in play forbids playing it (Goddess of Empathy).
 * @category predicates
 */
export const validResponses =
  (player: PlayerId, action: Action) =>
  (game: GameState): ReadonlyArray<PlayText> => {
    if (action.kind === 'turnEnd') return [];
    const plays: PlayText[] = [];
    for (const card of cardsInZone({ kind: 'hand', player })(game)) {
      const text = declaredText(getCard(card)(game).blueprint);
      if (O.isNone(text)) continue;
      functionsOf(text.value).forEach((use, n) => {
        for (const play of functionResponses(player, card, use, action, game))
          plays.push(namingFunction(play, n));
      });
    }
    return plays;
  };

/** The plays of one function of a card in `player`'s hand that answer `action` as a valid response. */
const functionResponses = (
  player: PlayerId,
  card: CardId,
  text: CardText,
  action: Exclude<Action, { readonly kind: 'turnEnd' }>,
  game: GameState,
): ReadonlyArray<PlayText> => {
  const trigger = text.respondsTo;
  if (trigger === undefined) return [];
  const blueprint = blueprintOf(card)(game);
  // an artifact that responds is played as an Interrupt card (Tox Uthat: "OR as an interrupt"); a doorway whose text
  // gives its time plays then as a doorway (Battle Bridge Door: "at start of ship battle (even during opponent's turn)")
  const asInterrupt = blueprint.type === 'Interrupt' || blueprint.type === 'Artifact';
  const asDoorway = blueprint.type === 'Doorway';
  if (!asDoorway && (!asInterrupt || O.isSome(ask(prevented.play, { player, card, as: 'interrupt' })(game))))
    return [];
  if (text.oncePerTurn === true && usedThisTurn(player, blueprint.title)(game)) return [];
  if (isCompletionTrigger(trigger)) return completionResponses(player, card, trigger, text, action)(game);
  if (isBattleTrigger(trigger)) return battleResponses(player, card, trigger, text, action)(game);
  if (trigger.type === 'attemptFinished') return [];
  // Rulebook "Playing 'At Any Time'": "[Door] Doorways, by default, may play at any time during your turn only"
  if (asDoorway && game.turn.active !== player) return [];
  return subjectsOf(trigger, action, player, game)
    .filter((target) => !isImmune(target, card)(game))
    .map((target) => ({
      type: 'card.play',
      player,
      card,
      kind: asDoorway ? 'doorway' : 'interrupt',
      target: { card: target },
    }));
};
