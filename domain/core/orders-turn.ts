// Rulebook 7.1.5 Move, 7.1.6 Land & Take Off and 7.6 Cloak: the shape of what each ship has done under orders this
// turn, kept in GameState.orders (domain/orders/turn-state.ts reads and updates it).
import type { CardId } from './card-instance';

/** Per-turn order bookkeeping, kept in `GameState.orders` and emptied at the start of each turn. */
export interface OrdersTurn {
  /** RANGE each ship has used this turn (absent: none). */
  readonly rangeUsed: Readonly<Record<CardId, number>>;
  /** Ships that cloaked or decloaked this turn. */
  readonly cloakUsed: ReadonlyArray<CardId>;
  /** Ships that used a "once each turn" landing or take-off this turn. */
  readonly landingUsed: ReadonlyArray<CardId>;
}
