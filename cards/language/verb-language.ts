// The general verbs of the card text language (issue #14: "a verb is general … and a card is a composition of verbs,
// not a new verb"): what happens to the cards a selection (cards/language/selection-language.ts) names. They are
// immediate effects, effects of triggered abilities and end-of-turn effects alike; one interpreter each in
// domain/card-effects/verbs.ts.
import type { HostCondition } from './filter-language';
import type { Selection } from './selection-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A general verb and the cards it acts on. */
export type GeneralVerb =
  /**
   * Rulebook "Leaving Play": each selected personnel killed (targeted to die first where a card in play may save it; a
   * hologram deactivated instead, Rulebook "Holograms"). Dead in Bed, Gaps in Normal Space, Anti-Time Anomaly.
   */
  | { readonly type: 'kill'; readonly select: Selection }
  /**
   * Rulebook "Leaving Play": each selected card goes to its owner's discard pile with the cards played on it
   * ("nullifies", "cancels (discards)", "destroys (discard)").
   */
  | { readonly type: 'discard'; readonly select: Selection }
  /**
   * Rulebook 10.2.1 "Destroyed": each selected card destroyed (a ship's or facility's crew killed with it), but one
   * that `unless` spares ("Ship explodes …, unless ENGINEER aboard by then").
   */
  | { readonly type: 'destroy'; readonly select: Selection; readonly unless?: HostCondition }
  /** Rulebook 7.5.1 Damage: each selected ship or facility takes one damage (Plasma Fire: "Fire damages ship"). */
  | { readonly type: 'damage'; readonly select: Selection }
  /**
   * Rulebook 7.5.2 Repair, "fully repaired": each selected ship or facility loses all its damage (its damage markers
   * retrieved). Spacedock: "Instantly repairs your damaged ships if they stop here".
   */
  | { readonly type: 'repair'; readonly select: Selection }
  /** Rulebook 10.2.1 Stopped: each selected card is "stopped" (a ship with its crew). */
  | { readonly type: 'stop'; readonly select: Selection };
