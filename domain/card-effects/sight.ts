// Rulebook "Looking at Cards": "you may see and inspect your opponent's Personnel and Equipment only when they are
// played, when permitted or required by a card". Card text that shows a player hidden cards: a glance (Life-form
// Scan's "for ten seconds", Long-Range Scan, Jaglom Shrek, Scan's "examine the bottom seed card here") lets the player
// see the cards glanced at until the end of the turn, the game's smallest span of time after a card play; Alien Probe
// exposes both hands while it is in play.
// `View.canSee` asks it through the query point `view.seenByCardText` (`glancedAtAnswer`).
import * as O from 'fp-ts/Option';
import type { Sight } from '../../cards/language/language';
import {
  type CardId,
  type CardInstance,
  cardsIn,
  type GameState,
  locationOf,
  opponentOf,
} from '../core/game-state';
import { isAllowed } from '../core/permissions';
import type { Answer } from '../core/query-points';
import { type Sighting, seenByCardText } from '../core/sight-by-card-text';
import { addThisTurn, effectsThisTurn } from '../core/this-turn';
import type { Interpreter, PlayChoices } from './immediate';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Looking at Cards": "when permitted … by a card"
/**
 * Whether card text lets `viewer` see a card they could not otherwise see: a hand while hands are exposed, or a card
 * they glanced at this turn.
 * @category predicates
 */
export const mayLookAt =
  (viewer: string, card: CardInstance) =>
  (game: GameState): boolean => {
    // Alien Probe: "Both players continue the game with their hands (cards) exposed" (`allow('lookAtHands', …)`)
    if (card.zone.kind === 'hand' && isAllowed('lookAtHands', { player: viewer, card: card.id })(game))
      return true;
    for (const effect of effectsThisTurn(game))
      if (effect.kind === 'sight' && effect.viewer === viewer && effect.cards.includes(card.id)) return true;
    return false;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const sighted = (sight: Sight, choices: PlayChoices, game: GameState): ReadonlyArray<CardId> => {
  const opponent = opponentOf(choices.player)(game);
  switch (sight) {
    case 'opponentsHand':
      return cardsIn({ kind: 'hand', player: opponent })(game);
    case 'opponentsDrawDeck':
      return cardsIn({ kind: 'drawDeck', player: opponent })(game);
    case 'aboardTarget':
      return choices.targetCard === null
        ? []
        : cardsIn({ kind: 'aboard', carrier: choices.targetCard })(game);
    case 'bottomSeedCardHere':
      return bottomSeedCardAt(choices.targetCard, game);
  }
};

// Rulebook "Dilemma Phase", 7.2 L610 ("slide the bottom seed card out"): one stack under a mission, the last listed the
// bottom one
const bottomSeedCardAt = (card: CardId | null, game: GameState): ReadonlyArray<CardId> => {
  const at = card === null ? O.none : locationOf(card)(game);
  return O.isNone(at) ? [] : cardsIn({ kind: 'underMission', location: at.value })(game).slice(-1);
};

// Life-form Scan: "Glance at the cards in your opponent's hand for ten seconds"
/**
 * The player may see the cards the text shows (those there now) until the end of the turn.
 * @category operations
 */
export const lookAt: Interpreter<'lookAt'> = (effect, choices) => (game) => {
  const cards = sighted(effect.sight, choices, game);
  return cards.length === 0 ? game : addThisTurn({ kind: 'sight', viewer: choices.player, cards })(game);
};

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

// Rulebook "Looking at Cards": "when permitted … by a card"
/**
 * Card text answers `view.seenByCardText` with the hands it exposes and the cards glanced at this turn.
 * @category instances
 */
export const glancedAtAnswer: Answer<Sighting, boolean> = {
  point: seenByCardText,
  by: 'lookAt',
  answer: ({ viewer, card }) => mayLookAt(viewer, card),
};
