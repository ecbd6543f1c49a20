// The card text language's probe lists (cards/language/language.ts; Rulebook "Probing"), shared with the dilemma
// language's `probe` (cards/language/dilemma-language.ts).

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Rulebook "Probing": an icon of a probe list as printed between brackets (`Doorway`, `Interrupt`, `AU`, `Bor`, `GQ`),
 * or `DL` for the download icon written `DL/` in gametext.
 */
export type ProbeIcon = string;

/**
 * Rulebook "Probing": where the probe card goes once the outcome is known: replaced atop the draw deck (the rule),
 * or as the card says: "then discard probe card", "then draw probe card", "place probe card beneath draw deck".
 */
export type ProbeCardFate = 'replace' | 'discard' | 'draw' | 'bottom';

/** Rulebook "Probing": one line of a probe list, its icons and the outcome they give. */
export interface ProbeOutcome<Outcome> {
  readonly icons: ReadonlyArray<ProbeIcon>;
  readonly outcome: Outcome;
}

/**
 * Rulebook "Probing": a probe list: the outcomes in printed order, the "otherwise" clause (absent: probing with no
 * outcome) and where the probe card goes.
 */
export interface ProbeList<Outcome> {
  readonly outcomes: ReadonlyArray<ProbeOutcome<Outcome>>;
  readonly otherwise?: Outcome;
  readonly probeCard: ProbeCardFate;
}

/** Rulebook "Probing": when a card's probe is due ("if any ship is in the Badlands Region (even [MU])"). */
export type ProbeCondition = { readonly kind: 'shipInRegion'; readonly region: string };
