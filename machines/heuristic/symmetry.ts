// The heuristic player weighs a command by the position it leads to (machines/heuristic/value.ts). Storage Compartment
// Door lists one play for each copy of the door in hand, each card of the Tribble side deck and each place the card may
// go: copies alike in everything but their ids (the same card, in the same zone, in the same state) lead to positions
// alike but for which copy went where, and the judgement of a position reads cards by what they are and where, never by
// their ids (a tribble card is no personnel: the order of the personnel it reads does not change). So those plays are
// weighed once: the same value as weighing each, for a fraction of the time.

import type { CardId, GameState } from '../../domain/core/game-state';
import type { Command } from '../../domain/game/decisions';

/** A card instance as the judgement of a position sees it: everything but its id. */
const likeness = (id: CardId, game: GameState): string => {
  const card = game.cards[id];
  return card === undefined ? id : JSON.stringify({ ...card, id: '' });
};

/**
 * The key shared by the commands that lead to positions judged alike (Storage Compartment Door's plays of alike door
 * copies downloading alike cards to the same place); none for any other command, weighed on its own.
 */
export const outcomeKey = (command: Command, game: GameState): string | null => {
  if (command.type !== 'card.play' || command.kind !== 'doorway' || command.download === undefined)
    return null;
  const { card, download, ...rest } = command;
  return JSON.stringify([rest, likeness(card, game), likeness(download.card, game), download.place]);
};
