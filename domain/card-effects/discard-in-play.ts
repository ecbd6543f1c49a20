// Rulebook "Leaving Play": card text that discards cards in play by description rather than by target. Yellow Alert:
// "cancels (discards) … {Red Alert!}": every card in play that matches leaves play to its owner's discard pile, with
// the cards played on it. Kevin Uxbridge: Convergence: "Destroys all Event cards in play at any one spaceline location
// (including those on ships)": only those at the target's location (Rulebook 12.4 "Here"). A card immune to the played
// card ("(Immune to {Kevin Uxbridge}.)") stays.

import * as O from 'fp-ts/Option';
import { leavePlay } from '../cards-in-play/leave-play';
import { isInPlay } from '../cards-in-play/persona';
import { isHere } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { blueprintOf, type GameState, locationOf } from '../core/game-state';
import { matches } from './filters';
import type { Interpreter } from './immediate';
import { isImmune } from './immunity';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every card in play matching the effect's filter (read for the card's player: "your") discarded, whoever controls it
 * (at the target's location only, when the effect says so), but those immune to the played card.
 * @category operations
 */
export const discardAllInPlay: Interpreter<'discardAllInPlay'> = (effect, choices) => (game) => {
  const context = { player: choices.player, hasSkill };
  const played = choices.card === undefined ? undefined : blueprintOf(choices.card)(game);
  const location =
    effect.at === 'targetLocation' && choices.targetCard !== null
      ? locationOf(choices.targetCard)(game)
      : O.none;
  if (effect.at === 'targetLocation' && O.isNone(location)) return game;
  const discarded = Object.values(game.cards)
    .filter(
      (c) =>
        c.id !== choices.card &&
        isInPlay(c) &&
        (O.isNone(location) || isHere(c.id, location.value)(game)) &&
        matches(effect.filter, c.id, context)(game) &&
        (played === undefined || !isImmune(c.id, played, game)),
    )
    .map((c) => c.id);
  // a card played on another that is discarded first has already left with it
  return discarded.reduce(
    (g: GameState, id) =>
      g.cards[id] !== undefined && isInPlay(g.cards[id]) ? leavePlay(id, 'discard')(g) : g,
    game,
  );
};
