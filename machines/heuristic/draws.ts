// The heuristic player's end-of-turn card draw (Rulebook "End of Turn", domain/turn/end-of-turn-draw.ts): where a card of
// its own lets it download in place of the draw (Rulebook "Downloading": "in place of one card draw"), it takes the
// answer that leaves the best position (a card played at once, reported for duty, or put in hand); a download to hand
// is as good as the draw by the count of cards, and then the card it chooses beats a card it cannot see.

import type { GameState } from '../../domain/core/game-state';
import * as Decisions from '../../domain/game/decisions';
import type { Plan } from './plan';
import { value } from './value';

type Command = Decisions.Command;

const isDrawAnswer = (a: Command): boolean =>
  a.type === 'card.draw' || (a.type === 'card.download' && 'inPlaceOf' in a);

/**
 * The best answers to the end-of-turn draw decision, equally good: those that leave the highest value, downloads
 * before the blind draw when they tie; empty when the decision is not the end-of-turn draw.
 */
export const drawChoices = (
  plan: Plan,
  actions: ReadonlyArray<Command>,
  now: GameState,
): ReadonlyArray<Command> => {
  if (now.pending?.decision !== 'turn.draw') return [];
  let best: Command[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (const action of actions.filter(isDrawAnswer)) {
    const after = value(plan, Decisions.apply(action)(now));
    if (after > top) [best, top] = [[action], after];
    else if (after === top) best.push(action);
  }
  const downloads = best.filter((a) => a.type === 'card.download');
  return downloads.length > 0 ? downloads : best;
};
