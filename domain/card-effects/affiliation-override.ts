// Rulebook "Affiliation" and Lore's Fingernail: "While in play, all Soong-type androids (including Lt. Cmdr. {Data})
// and {Exocomps} lose their affiliation and are non-aligned personnel". The lasting rules `overridesAffiliation` of the
// cards in play answer the affiliation chapter's query point (`Affiliation.affiliationOverride`).
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint, BlueprintId } from '../../cards/blueprint';
import type { LastingEffect } from '../../cards/language/language';
import { affiliationOverride, isDescribedBy } from '../cards-in-play/affiliation';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { memoize } from '../core/memo';
import type { Answer } from '../core/query-points';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type Override = Extract<LastingEffect, { readonly type: 'overridesAffiliation' }>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Lore's Fingernail: "While in play, all Soong-type androids … lose their affiliation and are non-aligned personnel"
/**
 * `overridesAffiliation`: the affiliation the first card in play whose rule covers the card gives it; relevant only
 * while such a card is in play.
 * @category operations
 */
export const overridesAffiliation: Answer<CardId, O.Option<Affiliation | null>> = {
  point: affiliationOverride,
  by: 'overridesAffiliation',
  relevant: (game: GameState) => rulesInPlay('overridesAffiliation')(game).length > 0,
  answer: (id) => (game) => {
    const card = blueprintOf(id)(game);
    const override = rulesInPlay('overridesAffiliation')(game).find((rule) => covers(rule.effect, card));
    return override === undefined ? O.none : O.some(override.effect.affiliation);
  },
};

// Helpers

/** Whether an override covers a printing, computed once per override and printing. */
const covers = (effect: Override, card: Blueprint): boolean => {
  const table = coverage(effect);
  let covered = table.get(card.id);
  if (covered === undefined) {
    covered = effect.personnel.some((p) => isDescribedBy(p)(card));
    table.set(card.id, covered);
  }
  return covered;
};

const coverage = memoize((_: Override) => new Map<BlueprintId, boolean>());
