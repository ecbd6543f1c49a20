// Rulebook "Affiliation", "Multi-affiliation cards": the affiliation a card has for the rules. It is the one the card
// is in (`CardInstance.affiliation`, written when it reports or changes affiliation, and persisted), unless a card in
// play overrides it: Lore's Fingernail, "all Soong-type androids (including Lt. Cmdr. {Data}) and {Exocomps} lose their
// affiliation and are non-aligned personnel". Every rule that reads an affiliation (compatibility, staffing, attack
// restrictions, mission affiliation icons, reporting, "X use only") asks `affiliationOf`.
import type { Affiliation, Blueprint, BlueprintId } from '../../cards/blueprint';
import type { LastingEffect, PrintedPersonnel } from '../../cards/language/language';
import { rulesInPlay } from '../card-effects/in-play';
import { blueprintOf, type CardId, type GameState, getCard } from '../core/game-state';
import { memoize } from '../core/memo';
import { isReferencedBy } from './persona';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type Override = Extract<LastingEffect, { readonly type: 'overridesAffiliation' }>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const SOONG_TYPE = /Soong-type|created by Dr\. Noonien Soong/i;

// Rulings "Soong-type android": "refers only to androids identified in their lore as 'Soong-type' or as being
// 'created by Dr. Noonien Soong'"
/**
 * Whether a printed personnel is a Soong-type android (Rulings "Soong-type android"; an Exocomp is not one).
 * @category predicates
 */
export const isSoongTypeAndroid = (card: Blueprint): boolean =>
  card.type === 'Personnel' && SOONG_TYPE.test(card.lore);

/**
 * Whether a printed card is a personnel a card text describes (Rulings "Soong-type android", Rulebook 12.10 colon rule).
 * @category predicates
 */
export const isDescribedBy =
  (personnel: PrintedPersonnel) =>
  (card: Blueprint): boolean =>
    personnel.kind === 'soongTypeAndroid'
      ? isSoongTypeAndroid(card)
      : card.type === 'Personnel' && isReferencedBy(personnel.title)(card);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Lore's Fingernail: "While in play, all Soong-type androids … lose their affiliation and are non-aligned personnel"
/**
 * The affiliation a card has for the rules when it is in `current` (its recorded affiliation, or the one it reports
 * in): `current`, unless a card in play overrides it.
 * @category operations
 */
export const affiliationAs =
  (id: CardId, current: Affiliation | null) =>
  (game: GameState): Affiliation | null => {
    const overrides = rulesInPlay('overridesAffiliation')(game);
    if (overrides.length === 0) return current;
    const card = blueprintOf(id)(game);
    const override = overrides.find((rule) => covers(rule.effect, card));
    return override === undefined ? current : override.effect.affiliation;
  };

// Rulebook "Affiliation": a card's current affiliation, as the rules read it
/**
 * The affiliation a card has for the rules: its current one (`CardInstance.affiliation`, null for none), or the one a
 * card in play gives it (Lore's Fingernail: Non-Aligned).
 * @category operations
 */
export const affiliationOf =
  (id: CardId) =>
  (game: GameState): Affiliation | null =>
    affiliationAs(id, getCard(id)(game).affiliation)(game);

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
