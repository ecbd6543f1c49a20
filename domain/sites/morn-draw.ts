// Quark's Bar: "Any player who has Morn unopposed here may draw an additional card at end of each turn." Rulebook "End
// of Turn" (end-of-turn actions in any order, the card draw last): at the end of every turn, each player who has Morn
// (any version of the persona, able to act) at such a site, unopposed there (Rulings "unopposed", ./unopposed.ts), and
// a card in their draw deck decides whether to draw it (./site-draw-choice.ts), asked among the end-of-turn choices
// (domain/turn/end-of-turn-choices.ts), the active player first.
// The card is drawn with the end-of-turn actions (`Turn.endOfTurnActions`), if Morn is still unopposed there, so a
// response window opens on it like on the other end-of-turn draws. One extra card per player each turn, whatever the
// sites (Morn is one persona).

import { named, record } from '../core/chronicle';
import { drawCards } from '../core/draw-cards';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { isReporter } from './reporting';
import { drawsAtEndOfTurn, type SiteDrawChoice } from './site-draw-choice';
import { sitesGranting } from './unopposed';

const DECIDED = 'site extra draw decided';
const DRAWN = 'site extra draw made';

const SENTENCE =
  /^Any player who has (\w+) unopposed here may draw an additional card at end of each turn\.$/;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a sentence of a site is the extra draw read here, for `stccg coverage`.
 * @category predicates
 */
export const isExtraDrawSentence = (sentence: string): boolean => SENTENCE.test(sentence);

// "has Morn": any version of the persona (Rulebook 12.10 colon rule), controlled by the player and able to act
const extraDrawSites = sitesGranting(SENTENCE, (id, named, game) =>
  isReporter({ type: 'Personnel', title: named[1] ?? '' })(blueprintOf(id)(game)),
);

/** The site where `player` may draw the additional card now, if any. */
const extraDrawSite = (player: PlayerId, game: GameState): CardId | undefined =>
  extraDrawSites(player)(game)[0];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// "at end of each turn": every turn, either player's; the active player first
/**
 * The game waiting on the next player's decision whether to draw an additional card at the end of this turn;
 * unchanged when no player undecided this turn may draw one.
 * @category operations
 */
export const beginChoice = (game: GameState): GameState => {
  const active = game.turn.active;
  for (const player of [active, opponentOf(active)(game)]) {
    if (usedThisTurn(player, DECIDED)(game) || cardsIn({ kind: 'drawDeck', player })(game).length === 0)
      continue;
    const site = extraDrawSite(player, game);
    if (site === undefined) continue;
    const choice: SiteDrawChoice = { kind: 'siteCardDraw', player, site, at: 'endOfTurn' };
    return { ...useThisTurn(player, DECIDED)(game), choosing: choice };
  }
  return game;
};

// Rulebook "End of Turn": the additional card drawn among the end-of-turn actions, before the end-of-turn card draw
/**
 * The game after the additional cards the players decided to draw this turn, for each one still allowed it.
 * @category operations
 */
export const drawAtEndOfTurn = (game: GameState): GameState => {
  const active = game.turn.active;
  return [active, opponentOf(active)(game)].reduce((g, player) => {
    if (!drawsAtEndOfTurn(player)(g) || usedThisTurn(player, DRAWN)(g)) return g;
    if (cardsIn({ kind: 'drawDeck', player })(g).length === 0) return g;
    const site = extraDrawSite(player, g);
    if (site === undefined) return g;
    const drawn = useThisTurn(player, DRAWN)(drawCards(player, 1)(g));
    return record(`${player} draws an additional card: ${named(site)(g)}`, site)(drawn);
  }, game);
};
