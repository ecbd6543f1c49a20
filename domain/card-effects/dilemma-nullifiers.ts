// Interphase Generator: "Use as Equipment card. Where present, nullifies {Chalnoth}, {Archer}, … and {Nausicaans}
// dilemmas." Rulebook 12.4 "Present": the card in the same place as the crew or Away Team (aboard the same ship, or a
// ship it carries: Rulings "carried ships"; on the same planet surface) when it encounters the dilemma; Rulebook
// "Dilemmas" nullifiers: a nullified dilemma is removed before it has any effect. Thermal Deflectors: "While in play,
// nullifies {Firestorm}, …": a card in play anywhere whose lasting rule nullifies the title (`nullifiesWhileInPlay`)
// nullifies the dilemma as it is encountered. The mission attempt (domain/mission-attempt/encounter.ts) asks
// `nullifierPresent`.
import * as O from 'fp-ts/Option';
import { isReferencedBy } from '../cards-in-play/persona';
import { canAct, isWithTeamIn } from '../cards-in-play/presence';
import { blueprintOf, type CardId, type GameState, getCard, type Zone } from '../core/game-state';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Interphase Generator: "Where present, nullifies {Armus} … dilemmas" (Rulebook 12.10 colon rule: "Armus - Skin of
// Evil" is an {Armus})
/**
 * The card in play at `place` whose text nullifies the dilemma there, or a card in play anywhere that nullifies it
 * while in play, if any.
 * @category predicates
 */
export const nullifierPresent =
  (dilemma: CardId, place: Zone) =>
  (game: GameState): O.Option<CardId> => {
    const title = blueprintOf(dilemma)(game);
    const rule = rulesInPlay('nullifiesDilemmasWherePresent')(game).find(
      (r) =>
        isWithTeamIn(getCard(r.source.id)(game).zone, place)(game) &&
        r.effect.titles.some((t) => isReferencedBy(t)(title)),
    );
    // Thermal Deflectors: "While in play, nullifies {Firestorm}"
    const inPlay = rulesInPlay('nullifies')(game).find(
      (r) => canAct(r.source.id)(game) && isReferencedBy(r.effect.title)(title),
    );
    return O.fromNullable(rule?.source.id ?? inPlay?.source.id);
  };
