// Rulebook "End of Turn": the shape of the card draws a turn's end waits on, kept in GameState.endOfTurnDraw
// (domain/turn/end-of-turn-draw.ts decides the draw; domain/responses/open.ts opens the windows on card draws).
import type { CardId, PlayerId } from './card-instance';
import type { GameEvent } from './game-events';

/** The cards a player drew. */
export interface CardDraws {
  readonly player: PlayerId;
  readonly cards: ReadonlyArray<CardId>;
}

/**
 * The end-of-turn card draw waiting on `player`'s decision, and the card draws the end-of-turn actions made and the
 * game events they recorded (answered once the draw is made, as when no decision is asked).
 */
export interface EndOfTurnDraw {
  readonly player: PlayerId;
  readonly earlierDraws: ReadonlyArray<CardDraws>;
  readonly earlierEvents?: ReadonlyArray<GameEvent>;
}
