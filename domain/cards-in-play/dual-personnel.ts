// Rulebook "Dual-personnel cards": two personnel printed on one card (Sons of Mogh, The Trois) count as two personnel
// and share their destiny: "what happens to one usually happens to the other … they can never be separated". The
// engine keeps a dual-personnel card as one card instance, so whatever stops, kills, moves, captures or changes the
// affiliation of one half does it to the card, and so to both; no command or effect names a half. Both halves count:
// their skills (`Skills.printedSkillLevel`), attributes (printed as sums on the card) and staffing icons (one staffing
// slot per half, domain/orders/staffing.ts), and here in a count of personnel. Not implemented: dilemma filters matching one
// half only (Sisters of Duras: only B'Etor has Youth), and "half the Away Team" counted in personnel.
import { blueprintOf, type CardId, type GameState } from '../core/game-state';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Dual-personnel cards": "They count as two personnel"
/**
 * How many personnel the cards are: one per personnel card, two per dual-personnel card; other cards none.
 * @category operations
 */
export const personnelCount =
  (cards: ReadonlyArray<CardId>) =>
  (game: GameState): number =>
    cards.reduce((n, id) => {
      const blueprint = blueprintOf(id)(game);
      return blueprint.type !== 'Personnel' ? n : n + Math.max(1, blueprint.members.length);
    }, 0);
