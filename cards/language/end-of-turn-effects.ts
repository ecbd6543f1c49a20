// The card text language's end-of-turn effects (cards/language/language.ts; Rulebook "End of Turn", 12.2 "each",
// "full" turns): at the end of which turn a card acts, and what it does then.
import type { HostCondition } from './filter-language';
import type { ProbeList } from './probe-language';
import type { GeneralVerb } from './verb-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Rulebook 12.2 "each", "full" turns: the end of which turn an end-of-turn effect happens at, counted from the turn
 * the card entered play. `yourTurn`: "at end of your turn" (that turn if it is the card's player's, else their next);
 * `nextTurnOf`: the first turn after it of the card's player (`you`) or of the owner of the card it plays on
 * (`hostOwner`); `fullTurnOf`: the `nth` full turn of the card's player after it ("at the end of your third full
 * turn"); `each`: each turn of the card's player (`you`) or of the player beside whose draw deck it is (`tablePlayer`);
 * `eachAfterPlayed`: every turn after the one it entered play on, either player's ("at end of next turn and continues
 * … each turn"); `every`: every turn, either player's, the one it entered play on included ("End of every player's
 * turn").
 */
export type TurnSpec =
  | { readonly kind: 'yourTurn' }
  | { readonly kind: 'nextTurnOf'; readonly whose: 'you' | 'hostOwner' }
  | { readonly kind: 'fullTurnOf'; readonly nth: number }
  | { readonly kind: 'each'; readonly whose: 'you' | 'tablePlayer' }
  | { readonly kind: 'eachAfterPlayed' }
  | { readonly kind: 'every' };

/** What happens at the end of a turn; each `type` has one interpreter in `domain/card-effects/end-of-turn.ts`. */
export type EndOfTurnEffect =
  /**
   * A general verb (cards/language/verb-language.ts): "Kills literally ALL personnel in play (both players' cards)",
   * "Ship explodes …, unless ENGINEER aboard by then".
   */
  | GeneralVerb
  /**
   * "then discard interrupt", "Discard after use": the card leaves play to its owner's discard pile; with `if`, only
   * when the card it plays on meets it ("SECURITY puts it out").
   */
  | { readonly type: 'discardSelf'; readonly if?: HostCondition }
  /**
   * Rulebook "Probing": "that player must probe": the player whose turn ends reveals the top card of their draw deck,
   * the probe card, and the outcome of the list its icons give happens (not where a card in play cancels the probing
   * of the card whose text it is: `prevent('probe', …)`). Navigate Plasma Storms; the dilemmas' "Immediately probe" is
   * the dilemma language's `probe`.
   */
  | { readonly type: 'probe'; readonly list: ProbeList<ReadonlyArray<EndOfTurnEffect>> };
