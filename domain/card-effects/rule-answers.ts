// ARCHITECTURE principle 6 and issue #14: the lasting rules of declared cards in play (`whileInPlay`,
// cards/language/lasting-effects.ts) that answer a chapter's query point (domain/core/query-points.ts). Each answer is
// relevant only while a card with that rule is in play (the index of abilities in play).
import * as O from 'fp-ts/Option';
import { mayReportAboardAny } from '../card-play/report-aboard';
import type { CardId } from '../core/game-state';
import { getCard } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { affiliationModifiers } from './characteristic-modifiers';
import { declaredText, permissionsInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Carried ships", here from reporting on: the reporting card's own text ("may report … aboard"), read from
// hand, or a card in play's (Borg Cube: "Your equipment and Borg personnel may report aboard")
/**
 * `allow('reportAboard')`, in general: the card's own text says so, or some card in play lets cards report aboard.
 * @category operations
 */
export const reportsAboardAtAll: Answer<CardId, boolean> = {
  point: mayReportAboardAny,
  by: 'allow',
  answer: (card) => (game) => {
    if (permissionsInPlay('allow', 'reportAboard')(game).length > 0) return true;
    const own = declaredText(getCard(card)(game).blueprint);
    return (
      O.isSome(own) &&
      (own.value.whileInPlay ?? []).some((e) => e.type === 'allow' && e.action === 'reportAboard')
    );
  },
};

/** The answers of the lasting rules, in the order they combine. */
export const ruleAnswers = [reportsAboardAtAll, affiliationModifiers] as const;
