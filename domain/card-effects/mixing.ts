// Rulebook "Compatible": "Cards from different affiliations are compatible only if some other card (such as Treaty:
// Romulan/Klingon) permits them to 'mix', 'mix and cooperate' or otherwise interact". The treaties a player has in
// play; `Compatibility.areAffiliationsCompatibleFor` asks this module.
import type { Affiliation } from '../../cards/blueprint';
import type { GameState, PlayerId } from '../core/game-state';
import { inPlayIndex, mixKey } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Compatible": a card in play (a treaty) lets its player's cards of two affiliations mix and cooperate
/**
 * Whether a declared card `player` controls in play lets their cards of affiliations `a` and `b` mix.
 * @category predicates
 */
export const mayMix =
  (player: PlayerId, a: Affiliation, b: Affiliation) =>
  (game: GameState): boolean => {
    const mixes = inPlayIndex(game).mixes;
    return mixes.size > 0 && mixes.has(mixKey(player, a, b));
  };
