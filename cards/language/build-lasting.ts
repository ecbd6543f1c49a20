// Constructors for the card text language's lasting rules (cards/language/lasting-effects.ts): what a card does while
// it is in play other than modifiers, so that declarations read like the printed text: `whileInPlay: [mix('Federation', 'Klingon')]`.
import type { Affiliation } from '../blueprint';
import type { CardFilter, LastingEffect } from './language';

// -------------------------------------------------------------------------------------
// constructors: lasting rules
// -------------------------------------------------------------------------------------

export const mix = (a: Affiliation, b: Affiliation): LastingEffect => ({ type: 'mix', affiliations: [a, b] });

/** "While in play, nullifies {Static Warp Bubble}" (Rulebook 12.10 colon rule). */
export const nullifies = (...titles: ReadonlyArray<string>): LastingEffect => ({ type: 'nullify', titles });
/** "Where present, nullifies {Chalnoth}, … dilemmas." (Interphase Generator). */
export const nullifiesWherePresent = (...titles: ReadonlyArray<string>): LastingEffect => ({
  type: 'nullify',
  titles,
  where: 'present',
});

/** "Whenever any crew or Away Team finishes a mission attempt (whether successful or not), it is 'stopped.'" */
/**
 * The general verb `download` in place of a card draw: "May download {Temporal Vortex} in place of a card draw";
 * `when`: "When on your ship"; `here`: "download … here".
 */
export const downloadInPlaceOfCardDraw = (
  targets: CardFilter,
  options: { readonly when?: CardFilter; readonly here?: boolean } = {},
): LastingEffect => ({ type: 'download', targets, inPlaceOf: 'cardDraw', ...options });
/**
 * The general verb `download`: "Once per game, may download {Reflection Therapy}" (`{ perGame: 1 }`, Rulebook "Once per
 * game": per card title, whatever the copies); "May download {Borg Nanoprobes} in place of your normal card play"
 * (`{ inPlaceOf: 'normalCardPlay' }`).
 */
export const downloads = (
  targets: CardFilter,
  options: { readonly perGame?: number; readonly inPlaceOf?: 'normalCardPlay' } = {},
): LastingEffect => ({ type: 'download', targets, ...options });
