// Rulebook "Ending the Game": the shape of how a finished game ended, kept in GameState.result (domain/turn/victory.ts
// decides it).
import type { CardId, PlayerId } from './card-instance';

/**
 * How a finished game ended. `forfeit`: the loser forfeited (Raise the Stakes); `stakes`: how many cards the winner
 * may randomly select and keep from the loser's deck (Raise the Stakes, for the tournament organiser), absent if none.
 */
export type GameResult =
  | {
      readonly kind: 'won';
      readonly winner: PlayerId;
      readonly reason: 'points' | 'decksExhausted' | 'declared' | 'forfeit';
      readonly stakes?: number;
      /** README "No silent blank cards": the cards whose game text is not implemented that mattered; absent if none. */
      readonly blankCards?: ReadonlyArray<CardId>;
    }
  | { readonly kind: 'draw'; readonly reason: 'decksExhausted'; readonly blankCards?: ReadonlyArray<CardId> };
