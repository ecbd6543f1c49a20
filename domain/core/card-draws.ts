// Rulebook "End of Turn": the shape of the card draws a turn's end waits on, kept in GameState.endOfTurnDraw
// (domain/turn/end-of-turn-draw.ts decides the draw; domain/responses/open.ts opens the windows on card draws).
import type { CardId, PlayerId } from './card-instance';

/** The cards a player drew. */
export interface CardDraws {
  readonly player: PlayerId;
  readonly cards: ReadonlyArray<CardId>;
}

/** The end-of-turn card draw waiting on `player`'s decision, and the card draws the end-of-turn actions made. */
export interface EndOfTurnDraw {
  readonly player: PlayerId;
  readonly earlierDraws: ReadonlyArray<CardDraws>;
}
