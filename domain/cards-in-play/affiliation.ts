// Rulebook "Affiliation", "Multi-affiliation cards": the affiliation a card has for the rules. It is the one the card
// is in (`CardInstance.affiliation`, written when it reports or changes affiliation, and persisted), unless a card in
// play overrides it: Lore's Fingernail, "all Soong-type androids (including Lt. Cmdr. {Data}) and {Exocomps} lose their
// affiliation and are non-aligned personnel". Every rule that reads an affiliation (compatibility, staffing, attack
// restrictions, mission affiliation icons, reporting, "X use only") asks `affiliationOf`.
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { type CardId, type GameState, getCard } from '../core/game-state';
import { ask, queryPoint } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Query point: the affiliation a card in play gives this card instead of the one it is in (Rulebook 12.11 "set", a
 * characteristic modified; Lore's Fingernail: Non-Aligned), the first answer winning; none when no card does.
 * @category model
 */
export const affiliationOverride = queryPoint<CardId, O.Option<Affiliation | null>>(
  'affiliation.override',
  O.none,
  (a, b) => (O.isSome(a) ? a : b),
);

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
    const override = ask(affiliationOverride, id)(game);
    return O.isSome(override) ? override.value : current;
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
