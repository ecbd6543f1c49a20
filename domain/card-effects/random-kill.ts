// Rulebook 12.14 Random selection and "Leaving Play": the verb `killRandomAboardTarget` of the card-text language:
// cards aboard the target that match a filter, killed one at a time, each chosen at random among those left (Gaps in
// Normal Space: "Ships stopping on the gap kill one personnel (random selection)").

import { kill } from '../cards-in-play/leave-play';
import { hasSkill } from '../cards-in-play/skills';
import { type CardId, cardsIn } from '../core/game-state';
import { nextInt } from '../core/random';
import { matches } from './filters';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * `killRandomAboardTarget`: `count` of the matching cards aboard the target killed, each a random selection.
 * @category operations
 */
export const killRandomAboardTarget: Interpreter<'killRandomAboardTarget'> = (effect, choices) => (game) => {
  const carrier = choices.targetCard;
  if (carrier === null || game.cards[carrier] === undefined) return game;
  const context = { player: choices.player, hasSkill };
  let killed = game;
  for (let n = 0; n < effect.count; n++) {
    const aboard = cardsIn({ kind: 'aboard', carrier })(killed).filter((id) =>
      matches(effect.filter, id, context)(killed),
    );
    if (aboard.length === 0) break;
    const [index, random] = nextInt(aboard.length)(killed.random);
    killed = kill(aboard[index] as CardId)({ ...killed, random });
  }
  return killed;
};
