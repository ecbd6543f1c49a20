// The error every domain rule returns when a player asks for something illegal: the rule it breaks and why.

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A broken rule: `rule` cites the rulebook section (e.g. `'7.1.5 Move'`), `message` explains it to the player. */
export interface RuleError {
  readonly rule: string;
  readonly message: string;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A rule error citing `rule` with a human-readable `message`.
 * @category constructors
 */
export const ruleError = (rule: string, message: string): RuleError => ({ rule, message });
