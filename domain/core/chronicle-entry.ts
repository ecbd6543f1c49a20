// The shape of the chronicle (domain/core/chronicle.ts records it): what happened in the game, in order, kept in
// GameState.chronicle, each entry noting the cards a player could not see when it happened (Rulebook "Looking at
// Cards").
import type { CardId, PlayerId } from './card-instance';

/** Per player, the cards they could not see. */
export type Unseen = Readonly<Record<PlayerId, ReadonlyArray<CardId>>>;

/** One thing that happened: the turn it happened in, a readable sentence, and the card it is mostly about. */
export interface ChronicleEntry {
  readonly turn: number;
  readonly text: string;
  readonly card?: CardId;
  /** For each player who could not see some card the text names when it happened, those cards; absent if none. */
  readonly unseen?: Unseen;
}
