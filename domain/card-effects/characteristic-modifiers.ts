// Rulebook "Characteristics" (L1112) and 12.11 S.A.M. "set": the static modifiers of declared cards in play that set a
// characteristic, the affiliation (Lore's Fingernail: "While in play, all Soong-type androids (including Lt. Cmdr.
// {Data}) and {Exocomps} lose their affiliation and are non-aligned personnel"). They answer the affiliation chapter's
// query point (`Affiliation.affiliationOverride`), asked by every rule that reads an affiliation.
import * as O from 'fp-ts/Option';
import type { Affiliation } from '../../cards/blueprint';
import { affiliationOverride } from '../cards-in-play/affiliation';
import { canAct } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import type { CardId, GameState } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { isOutOfPhaseWith } from '../orders/phasing';
import { matches } from './filters';
import { descriptiveModifiersInPlay, valueKey } from './in-play';
import { reaches } from './static-modifiers';

const AFFILIATION = valueKey({ kind: 'characteristic', name: 'affiliation' });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.11 S.A.M. "set", 7.6 phasing (a card in play does not affect a phased card from outside): the first card
// in play whose modifier reaches the card, can act and whose filter (printed data) matches it
/**
 * The affiliation that the first modifier of a card in play gives a card, if any.
 * @category operations
 */
export const affiliationSet =
  (target: CardId) =>
  (game: GameState): O.Option<Affiliation> => {
    for (const entry of descriptiveModifiersInPlay(AFFILIATION)(game)) {
      const { source, effect } = entry;
      if (!('to' in effect) || !reaches(entry, target, game) || !canAct(source.id)(game)) continue;
      if (isOutOfPhaseWith(source.id, target)(game)) continue;
      const context = { player: source.controller, hasSkill };
      if (effect.filter === undefined || matches(effect.filter, target, context)(game))
        return O.some(effect.to);
    }
    return O.none;
  };

/**
 * `modify` of the characteristic affiliation: the answer to the query point `affiliation.override`; relevant only while
 * a card in play sets an affiliation.
 * @category operations
 */
export const affiliationModifiers: Answer<CardId, O.Option<Affiliation | null>> = {
  point: affiliationOverride,
  by: 'modify',
  relevant: (game) => descriptiveModifiersInPlay(AFFILIATION)(game).length > 0,
  answer: affiliationSet,
};
