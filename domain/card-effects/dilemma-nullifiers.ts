// Interphase Generator: "Use as Equipment card. Where present, nullifies {Chalnoth}, {Archer}, … and {Nausicaans}
// dilemmas." Rulebook 12.4 "Present": the card in the same place as the crew or Away Team (aboard the same ship, or a
// ship it carries: Rulings "carried ships"; on the same planet surface) when it encounters the dilemma; Rulebook
// "Dilemmas" nullifiers: a nullified dilemma is removed before it has any effect. Thermal Deflectors: "While in play,
// nullifies {Firestorm}, …": a card in play anywhere whose lasting rule nullifies the title (`nullifies`)
// nullifies the dilemma as it is encountered. One general lasting verb, `nullifies(...titles)` (`where: 'present'`
// for "Where present"), answers the mission attempt's query point `encounter.nullifiedBy`
// (domain/mission-attempt/nullified.ts).
import * as O from 'fp-ts/Option';
import { isReferencedBy } from '../cards-in-play/persona';
import { canAct, isWithTeamIn } from '../cards-in-play/presence';
import { blueprintOf, type CardId, type GameState, getCard, type Zone } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { type EncounteredDilemma, nullifiedBy } from '../mission-attempt/nullified';
import { declaredAnswer, rulesAnswering } from './declared-answer';
import type { RuleEffect, RuleEntry } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A lasting rule that nullifies cards by title. */
type Nullifier = Extract<RuleEffect, { readonly type: 'nullify' }>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const isNullifier = (text: RuleEffect): text is Nullifier => text.type === 'nullify';

// Interphase Generator: "Where present, nullifies {Armus} … dilemmas" (Rulebook 12.10 colon rule: "Armus - Skin of
// Evil" is an {Armus})
const nullifierAmong =
  (nullifiers: ReadonlyArray<RuleEntry<Nullifier>>, dilemma: CardId, place: Zone) =>
  (game: GameState): O.Option<CardId> => {
    const title = blueprintOf(dilemma)(game);
    const rules = nullifiers.filter((r) => r.effect.titles.some((t) => isReferencedBy(t)(title)));
    const present = rules.find(
      (r) => r.effect.where === 'present' && isWithTeamIn(getCard(r.source.id)(game).zone, place)(game),
    );
    // Thermal Deflectors: "While in play, nullifies {Firestorm}"
    const inPlay = rules.find((r) => r.effect.where === undefined && canAct(r.source.id)(game));
    return O.fromNullable(present?.source.id ?? inPlay?.source.id);
  };

/**
 * The card in play at `place` whose text nullifies the dilemma there, or a card in play anywhere that nullifies it
 * while in play, if any.
 * @category predicates
 */
export const nullifierPresent =
  (dilemma: CardId, place: Zone) =>
  (game: GameState): O.Option<CardId> =>
    nullifierAmong(rulesAnswering(nullifiedBy, isNullifier)(game), dilemma, place)(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * `nullifies`: the answer of the cards in play to the query point `encounter.nullifiedBy`.
 * @category operations
 */
export const nullifiesDilemmas: Answer<EncounteredDilemma, O.Option<CardId>, RuleEffect> = declaredAnswer({
  point: nullifiedBy,
  by: 'nullify',
  declaredBy: isNullifier,
  answer: ({ dilemma, place }, nullifiers) => nullifierAmong(nullifiers, dilemma, place),
});
