// Current Rulings "battle" (Rogue Borg are self-controlled and "battle like personnel"): the questions the battle
// chapter asks of the cards about Rogue Borg (query points, domain/core/query-points.ts), answered by their declared
// text (domain/card-effects/rogue-borg-answers.ts): is this card a Rogue Borg, which Rogue Borg are in play (any may
// battle once a text demands it, "now" or "at start of every players' turn": the general verb `battle`), and may the
// Rogue Borg aboard a ship use it to attack.
// A module that imports only the core, so that the points exist before any answer to them is built.
import type { CardId } from '../core/game-state';
import { allOf, anyOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Query point: whether a card's text says it is a Rogue Borg (Rogue Borg Mercenaries, Crosis).
 * @category model
 */
export const declaredRogueBorg = anyOf<CardId>('battle.declaredRogueBorg');

/**
 * Query point: the Rogue Borg in play, who may battle when their text demands it (the general verb `battle`), in the
 * order of the cards in play.
 * @category model
 */
export const rogueBorgCallers = allOf<void, CardId>('battle.rogueBorgCallers');

/**
 * Query point: whether card text lets the Rogue Borg aboard a ship use it to attack ships (Lore Returns: "your {Rogue
 * Borg} may now use ship"), so that it fires in a battle no player initiated (./ship-fire.ts).
 * @category model
 */
export const rogueBorgUseShip = anyOf<CardId>('battle.rogueBorgUseShip');
