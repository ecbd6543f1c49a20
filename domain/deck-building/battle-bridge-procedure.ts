// Rulebook "Side decks", "[Tactic]", 7.4 ship battle stage 3 Tactics and stage 8 Resolution: how a doorway runs the
// Battle Bridge side deck it opens. Battle Bridge Door keeps the rulebook's procedure; a doorway whose text changes it
// (Battle Bridge Door: Auxiliary Control) declares its own (cards/effects/battle-bridge-doors.ts). Deck building
// (./battle-bridge-deck.ts) and the battle rules (domain/battle-rules/battle-bridge.ts) ask this port; the card
// declarations implement it and domain/game/interpreters.ts plugs it in, so that no rule imports a card.
import * as O from 'fp-ts/Option';
import type { BlueprintId } from '../../cards/blueprint';
import type { BattleBridgeProcedure } from '../../cards/language/side-deck-language';
import { port, use } from '../core/ports';

export type { BattleBridgeProcedure } from '../../cards/language/side-deck-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The doorways' procedures, as the card declarations give them. */
export interface BattleBridgeDoorways {
  /** The procedure a doorway's text declares, none when it keeps the rulebook's. */
  readonly declaredProcedure: (doorway: BlueprintId) => O.Option<BattleBridgeProcedure>;
}

/**
 * The port of the doorways' Battle Bridge procedures.
 * @category model
 */
export const battleBridgeDoorwaysPort = port<BattleBridgeDoorways>('sideDecks.battleBridgeDoorways');

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** Rulebook 7.4 stage 3 and stage 8 (Battle Bridge Door). */
export const RULEBOOK_PROCEDURE: BattleBridgeProcedure = {
  draws: 2,
  mustPlay: false,
  unused: 'sideDeck',
  currentTactic: 'discard',
  replenishes: false,
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The procedure of the doorway that opened a Battle Bridge side deck: the one its text declares (the doorways' port,
 * domain/game/interpreters.ts), else the rulebook's.
 * @category operations
 */
export const procedureOf = (doorway: BlueprintId): BattleBridgeProcedure =>
  O.getOrElse(() => RULEBOOK_PROCEDURE)(use(battleBridgeDoorwaysPort).declaredProcedure(doorway));
