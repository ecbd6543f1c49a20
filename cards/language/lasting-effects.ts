// The card text language's lasting effects (cards/language/language.ts): what a card does while it is in play. Each
// `type` has one interpreter in `domain/card-effects/`: static modifiers, the lasting rules other modules consult
// (compatibility, reporting, movement, repair); the end-of-turn actions are triggered abilities (when-language.ts).
import type { Affiliation, Requirement } from '../blueprint';
import type { CardFilter, Condition } from './filter-language';
import type {
  Amount,
  CharacteristicValue,
  GameValue,
  ModifiedValue,
  Reach,
  RequirementsValue,
} from './modifier-language';
import type { PermissionRule } from './permission-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What a card does while it is in play; each `type` has one interpreter in `domain/card-effects/`. */
export type LastingEffect =
  /** Rulebook 12.11: a value of each card reached, while the source is in play and can act. */
  | {
      readonly type: 'modify';
      readonly reach: Reach;
      readonly filter?: CardFilter;
      readonly values: ReadonlyArray<ModifiedValue>;
      readonly op: 'set' | 'add' | 'multiply';
      readonly amount: Amount;
      readonly condition?: Condition;
      /** "until end of turn": only during the turn the card entered play (absent: while it is in play). */
      readonly during?: 'turnPlayed';
    }
  /**
   * Rulebook "Characteristics" (L1112), 12.11 S.A.M. "set": the affiliation of each card reached that matches `filter`
   * is `to` for every rule while the source is in play and can act (domain/card-effects/characteristic-modifiers.ts).
   * The filter reads printed data only: the affiliation it would read is the one this modifier sets. Lore's
   * Fingernail: "all Soong-type androids (including Lt. Cmdr. {Data}) and {Exocomps} lose their affiliation and are
   * non-aligned personnel".
   */
  | {
      readonly type: 'modify';
      readonly reach: Reach;
      readonly filter?: CardFilter;
      readonly values: readonly [CharacteristicValue];
      readonly op: 'set';
      readonly to: Affiliation;
    }
  /**
   * Rulebook 7.2 "Solving a Mission", 12.11 S.A.M. "add": `requirement` joins the requirements of a mission attempt by
   * a team with a member the modifier reaches that matches `filter`, while the source is in play and can act (copies
   * not cumulative, 12.9; domain/card-effects/requirement-modifiers.ts). 100 Tribbles: "Where present, mission attempts
   * require 2 Leadership" (`othersPresent`: the personnel present with it); 10,000 Tribbles: "… require 2 Exobiology";
   * the same value serves Kobayashi Maru Scenario ("adds Computer Skill to mission requirements") and Vulcan
   * Observation ("Add the skills of each {[Vul] ship} here to this mission's requirements") once a mission card's own
   * requirements can be reached (the query point names the attempting team only).
   */
  | {
      readonly type: 'modify';
      readonly reach: Reach;
      readonly filter?: CardFilter;
      readonly values: readonly [RequirementsValue];
      readonly op: 'add';
      readonly requirement: Requirement;
    }
  /**
   * README "End of the game", Rulebook 12.11 S.A.M. "add": a value of the game itself, reached by no card (`theGame`),
   * while the source is in play: each modifier adds `cards` to the cards the eventual winner may randomly select and
   * keep from the loser's deck, the end of the game's query point `victory.stakedCards` (copies add up when the card is
   * cumulative, 12.9; domain/card-effects/stakes.ts). Raise the Stakes, once agreed: "the eventual winner may randomly
   * select and keep one card from loser's 60-card deck. (Cumulative.)"
   */
  | {
      readonly type: 'modify';
      readonly reach: 'theGame';
      readonly values: readonly [GameValue];
      readonly op: 'add';
      readonly cards: number;
    }
  /** Rulebook "Compatible": "Your Federation and Klingon affiliations … can now mix and cooperate" (treaties). */
  | { readonly type: 'mix'; readonly affiliations: readonly [Affiliation, Affiliation] }
  /**
   * `nullify`, the rulebook's one verb for a card cancelled (a dilemma's own "Nullify with …" is the same verb,
   * dilemma-language.ts). Rulebook "Dilemmas" nullifiers and 12.10 the colon rule: "While in play, nullifies {Static Warp Bubble}": the cards
   * of these titles in play have no effect and such dilemmas are nullified as they are encountered; with `where:
   * 'present'` ("Where present, nullifies {Chalnoth}, … dilemmas", Interphase Generator), only the dilemmas a crew or
   * Away Team the card is present with encounters (domain/card-effects/dilemma-nullifiers.ts, in-play.ts).
   */
  | { readonly type: 'nullify'; readonly titles: ReadonlyArray<string>; readonly where?: 'present' }
  /**
   * Rogue Borg Mercenaries, Crosis: the card is a Rogue Borg (Rulings "battle": self-controlled; "empty ship": they
   * "battle like personnel"), aboard the ship it plays on (domain/battle-rules/rogue-borg.ts).
   */
  | { readonly type: 'rogueBorg' }
  /**
   * Rulebook "Downloading" by card text, the general verb `download`: its controller may download a card `targets`
   * describes. Without `inPlaceOf` or with `normalCardPlay` (Suna: "Once per game, may download {Reflection Therapy}";
   * Eight of Fifteen: "May download {Borg Nanoprobes} in place of your normal card play"): on its controller's turn,
   * played at once by the normal rules, `perGame` the uses per card title ("once per game"), unlimited when absent,
   * `normalCardPlay` spending the turn's normal card play (domain/downloads/text-downloads.ts). With `cardDraw` (Twelve of
   * Ninety-Six: "May download {Temporal Vortex} in place of a card draw"): in place of its controller's end-of-turn card
   * draw, played at once or put in hand; `when`, a condition on the card itself ("When on your ship"); `here`, played
   * at the card's location only ("download {Borg Vinculum} here") (domain/downloads/in-place-of-draw.ts).
   */
  | {
      readonly type: 'download';
      readonly targets: CardFilter;
      readonly inPlaceOf?: 'normalCardPlay';
      readonly perGame?: number;
    }
  | {
      readonly type: 'download';
      readonly targets: CardFilter;
      readonly inPlaceOf: 'cardDraw';
      readonly when?: CardFilter;
      readonly here?: boolean;
    }
  /**
   * "No player may …", "prevents …", "cancels …", "allows … through": a permission or prohibition of an action a
   * chapter asks about (permission-language.ts; domain/card-effects/permissions.ts).
   */
  | PermissionRule;
