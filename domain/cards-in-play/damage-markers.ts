// Rulebook 7.5.1 DAMAGE, tactics damage: the damage markers on a ship or facility ([Tactic] cards placed on it, zone
// `playedOn`) and what they read as: the declared tactic text of each (its HULL damage, systems off line, timed
// effects), the HULL damage they add up to, and whether the card is damaged (rotation damage or markers). The state of
// a card in play that the orders, the reporting and the mission attempts read; placing, flipping and retrieving
// markers are the battle's (domain/battle-rules/tactics-damage.ts).
import * as O from 'fp-ts/Option';
import type { TacticText } from '../../cards/language/tactic-language';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard } from '../core/game-state';
import { ask } from '../core/query-points';
import { tacticTextOf } from './tactic-texts';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The declared tactic text of a [Tactic] card; none when undeclared.
 * @category predicates
 */
export const tacticText =
  (card: CardId) =>
  (game: GameState): O.Option<TacticText> =>
    ask(tacticTextOf, getCard(card)(game).blueprint)(game);

/**
 * The tactics damage markers on a ship or facility: the [Tactic] cards placed on it.
 * @category predicates
 */
export const markersOn =
  (card: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsIn({ kind: 'playedOn', host: card })(game).filter((id) => blueprintOf(id)(game).type === 'Tactic');

/**
 * The HULL damage (percent) a damage marker inflicts: "Hull: -30%" is 30; 0 for an undeclared card.
 * @category predicates
 */
export const markerHull =
  (marker: CardId) =>
  (game: GameState): number =>
    O.match(
      () => 0,
      (text: TacticText) => text.hull,
    )(tacticText(marker)(game));

// Rulebook 7.5.1 and Rulings "cumulative": the HULL damage of every marker on the card adds up
/**
 * The HULL damage (percent) of a ship or facility from its tactics damage markers.
 * @category predicates
 */
export const hullDamage =
  (card: CardId) =>
  (game: GameState): number =>
    markersOn(card)(game).reduce((sum, marker) => sum + markerHull(marker)(game), 0);

/**
 * Whether a ship or facility is damaged: it carries rotation damage or tactics damage markers.
 * @category predicates
 */
export const isDamaged =
  (card: CardId) =>
  (game: GameState): boolean =>
    getCard(card)(game).damage > 0 || markersOn(card)(game).length > 0;
