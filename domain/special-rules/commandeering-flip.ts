// Double-sided stations flipped over when commandeered (Rulebook "Commandeering", domain/special-rules/card-sides.ts):
// Deep Space 9: "If commandeered by any personnel who is not [Baj] or [Fed], flip card over."; Terok Nor: "If
// commandeered by any personnel who is [Baj] or [Fed], flip card over."; Mirror Terok Nor: "If commandeered, new
// controller may flip card over." (the commandeering command carries that choice, `flip`). Empok Nor's "Flip over if
// commandeered." is not read: its back's "When first flipped, each player may download …" is not implemented, so
// commandeering it stays refused.
import * as E from 'fp-ts/Either';
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { flipOver } from './card-sides';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What a station's text says of flipping it when commandeered. */
export type FlipWhenCommandeered =
  /** flipped when any commandeering personnel is (or, `unless`, is not) of these affiliations */
  | { readonly kind: 'ifBy'; readonly affiliations: ReadonlyArray<Affiliation>; readonly unless: boolean }
  /** the new controller chooses */
  | { readonly kind: 'newControllerMay' }
  /** a flip the engine does not carry out */
  | { readonly kind: 'notImplemented' }
  | { readonly kind: 'none' };

/** The parts of a commandeering this rule reads (domain/special-rules/commandeering.ts). */
export interface CommandeeringFlipChoice {
  readonly target: CardId;
  readonly by: ReadonlyArray<CardId>;
  /** "new controller may flip card over": whether they do; only for such a card. */
  readonly flip?: boolean;
}

const RULE = 'Commandeering';
const ICONS: Readonly<Record<string, Affiliation>> = { Baj: 'Bajoran', Fed: 'Federation' };
const IF_BY = /If commandeered by any personnel who is (not )?((?:\[\w+\](?: or )?)+), flip card over\.\s*/;
const MAY = /If commandeered, new controller may flip card over\.\s*/;
const ANY_FLIP = /\bflip (?:card )?over\b/i;

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * What a ship's or facility's text says of flipping it over when commandeered.
 * @category constructors
 */
export const flipWhenCommandeered = (card: Blueprint): FlipWhenCommandeered => {
  const ifBy = IF_BY.exec(card.text);
  if (ifBy !== null) {
    const affiliations = [...(ifBy[2] ?? '').matchAll(/\[(\w+)\]/g)].map((m) => ICONS[m[1] ?? ''] ?? '');
    if (!affiliations.includes('')) return { kind: 'ifBy', affiliations, unless: ifBy[1] !== undefined };
  }
  if (MAY.test(card.text)) return { kind: 'newControllerMay' };
  return ANY_FLIP.test(card.text) ? { kind: 'notImplemented' } : { kind: 'none' };
};

/**
 * A station's text less the commandeering flip the engine carries out (for `stccg coverage`).
 * @category constructors
 */
export const withoutCommandeeringFlip = (text: string): string =>
  text.replace(IF_BY, '').replace(MAY, '').trim();

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Commandeering" with the station's text: a flip the engine cannot carry out is refused, and the choice to
// flip belongs to a "new controller may flip" card only, whose commandeering makes it
/**
 * Right when the commandeering's flip (or its absence) is one the target's text allows and the engine carries out.
 * @category predicates
 */
export const checkFlipChoice =
  (c: CommandeeringFlipChoice) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = blueprintOf(c.target)(game);
    const rule = flipWhenCommandeered(card);
    if (rule.kind === 'notImplemented')
      return E.left(
        ruleError(RULE, `${card.title} flips over when commandeered; that flip is not implemented`),
      );
    if (c.flip !== undefined && rule.kind !== 'newControllerMay')
      return E.left(
        ruleError(RULE, `${card.title}'s text gives its new controller no choice to flip it over`),
      );
    if (c.flip === undefined && rule.kind === 'newControllerMay')
      return E.left(ruleError(RULE, `${card.title}'s new controller says whether they flip it over (flip)`));
    return E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a commandeering, the target flipped over if its text says so (or its new controller chose to).
 * @category operations
 */
export const flipAfterCommandeering =
  (c: CommandeeringFlipChoice) =>
  (game: GameState): GameState =>
    flips(c, game) ? flipOver(c.target)(game) : game;

// Helpers

const flips = (c: CommandeeringFlipChoice, game: GameState): boolean => {
  const rule = flipWhenCommandeered(blueprintOf(c.target)(game));
  if (rule.kind === 'newControllerMay') return c.flip === true;
  if (rule.kind !== 'ifBy') return false;
  return c.by.some((id) => rule.affiliations.includes(affiliationOf(id)(game) ?? '') !== rule.unless);
};
