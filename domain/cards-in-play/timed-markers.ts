// Damage markers whose effect lasts "until end of your next full turn" (Rulebook 7.5.1: "any immediate effects are
// played out" as the marker is placed): T'Pol/Soong Maneuver's "Burn and Turn" (domain/battle-rules/marker-movement.ts), Close
// Quarters Combat's "Airlock Malfunction: until end of your next full turn, no free reporting aboard". "your": the
// damaged card's controller (the marker's text speaks to the player whose card it damages); "next full turn" (Rulebook
// 12.2 "full turn"): their first complete turn after the one the marker was placed in, which records its turn.
import * as O from 'fp-ts/Option';
import type { TacticText } from '../../cards/language/tactic-language';
import { type CardId, type GameState, getCard } from '../core/game-state';
import { fullTurnsSince } from '../core/turn-count';
import { markersOn, tacticText } from './damage-markers';

/** The lasting effects of a damage marker that end with the damaged card's controller's next full turn. */
export type TimedMarkerEffect = 'avoidsOpponentShips' | 'noFreeReportingAboard';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a damage marker on the card has the effect, its controller's next full turn not yet over.
 * @category predicates
 */
export const hasTimedMarker =
  (card: CardId, effect: TimedMarkerEffect) =>
  (game: GameState): boolean => {
    const markers = markersOn(card)(game);
    if (markers.length === 0) return false;
    const controller = getCard(card)(game).controller;
    return markers.some((marker) => {
      const placed = getCard(marker)(game).enteredOnTurn;
      return (
        placed !== undefined &&
        fullTurnsSince(placed, controller)(game) < 1 &&
        O.exists((text: TacticText) => text[effect] === true)(tacticText(marker)(game))
      );
    });
  };

// Close Quarters Combat: "Airlock Malfunction: until end of your next full turn, no free reporting aboard"
/**
 * Whether a card may not have cards report aboard it for free now.
 * @category predicates
 */
export const forbidsFreeReportingAboard = (card: CardId): ((game: GameState) => boolean) =>
  hasTimedMarker(card, 'noFreeReportingAboard');
