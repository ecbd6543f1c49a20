// The heuristic player's hidden agendas (Rulebook "Entering Play", "Playing 'At Any Time'"): a face-down [HA] card
// does nothing until activated, and may be activated at any time, so the player keeps it hidden through its own turn
// and flips it in a response window: the opponent's end of turn (then it works through the player's next turn and
// the opponent never had a turn to see it coming) or just after an action its text responds to.

import type { GameState } from '../../domain/core/game-state';
import type { Command } from '../../domain/game/decisions';

/** The hidden agenda activations the player gives now, equally good; empty outside a response window. */
export const agendaActivations = (
  actions: ReadonlyArray<Command>,
  game: GameState,
): ReadonlyArray<Command> =>
  game.pending?.decision === 'response.window' ? actions.filter((a) => a.type === 'agenda.activate') : [];
