// Rulebook "Compatible": "Cards from different affiliations are compatible only if some other card (such as
// Treaty: Romulan/Klingon) permits them to 'mix', 'mix and cooperate' or otherwise interact". The treaties a player has in
// play answer the compatibility chapter's query point (`Compatibility.affiliationsMix`).
import { affiliationsMix, type Mixing } from '../cards-in-play/compatibility';
import type { Answer } from '../core/query-points';
import { inPlayIndex, mixKey } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Compatible": a card in play (a treaty) lets its player's cards of two affiliations mix and cooperate
/**
 * `mix`: a declared card `player` controls in play lets their cards of affiliations `a` and `b` mix; relevant only
 * while such a card is in play.
 * @category operations
 */
export const treatiesMix: Answer<Mixing, boolean> = {
  point: affiliationsMix,
  by: 'mix',
  relevant: (game) => inPlayIndex(game).mixes.size > 0,
  answer:
    ({ player, a, b }) =>
    (game) =>
      inPlayIndex(game).mixes.has(mixKey(player, a, b)),
};
