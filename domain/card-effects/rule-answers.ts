// ARCHITECTURE principle 6 and issue #14: the lasting rules of declared cards in play (`whileInPlay`,
// cards/language/lasting-effects.ts) that answer a chapter's query point (domain/core/query-points.ts). Each answer is
// relevant only while a card with that rule is in play (`rulesInPlay`, the index of abilities in play).
import * as O from 'fp-ts/Option';
import type { CardFilter } from '../../cards/language/language';
import { repairTurnsAboardShip } from '../battle-rules/repair';
import { canAct } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import type { CardId, GameState } from '../core/game-state';
import { getCard, updateCard } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { iconsMetByCardText } from '../orders/staffing';
import { mayReportAboardAny, type ReportAboard, reportAboardPermitted } from '../turn/report-aboard';
import { overridesAffiliation } from './affiliation-override';
import { staffingIconsMet } from './commandeer';
import { matches } from './filters';
import { declaredText, type RuleType, rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const whileInPlay =
  (rule: RuleType) =>
  (game: GameState): boolean =>
    rulesInPlay(rule)(game).length > 0;

// Commandeer Ship: "while objective in play, [that personnel] may meet up to three of its staffing icons"
/**
 * `hostMeetsStaffingIcons`: the personnel the card is played on meets staffing icons of the ship it commandeered.
 * @category operations
 */
export const hostMeetsStaffingIcons: Answer<{ readonly personnel: CardId; readonly ship: CardId }, number> = {
  point: iconsMetByCardText,
  by: 'hostMeetsStaffingIcons',
  relevant: whileInPlay('hostMeetsStaffingIcons'),
  answer: ({ personnel, ship }) => staffingIconsMet(personnel, ship),
};

// Exocomp: "If aboard ship, can repair damage in two of your full turns, without returning to outpost"
/**
 * `repairsShipAboard`: the fewest full turns of the repairers aboard the ship, its controller's, able to act.
 * @category operations
 */
export const repairsShipAboard: Answer<CardId, number | undefined> = {
  point: repairTurnsAboardShip,
  by: 'repairsShipAboard',
  relevant: whileInPlay('repairsShipAboard'),
  answer: (ship) => (game) =>
    rulesInPlay('repairsShipAboard')(game)
      .filter((rule) => {
        const zone = game.cards[rule.source.id]?.zone;
        return (
          zone?.kind === 'aboard' &&
          zone.carrier === ship &&
          rule.source.controller === getCard(ship)(game).controller &&
          canAct(rule.source.id)(game)
        );
      })
      .reduce<number | undefined>(
        (least, rule) => Math.min(least ?? rule.effect.fullTurns, rule.effect.fullTurns),
        undefined,
      ),
};

// Rulebook "Carried ships": "Some cards … permit ships to be carried aboard other ships", here from reporting on: the
// reporting card's own text ("may report … aboard"), or a card in play of its player's, able to act (Borg Cube: "Your
// equipment and Borg personnel may report aboard", the carrier's own)
const ownReportAboard = (card: CardId, game: GameState) => {
  const own = declaredText(getCard(card)(game).blueprint);
  return O.isSome(own) ? (own.value.whileInPlay ?? []).filter((e) => e.type === 'reportsAboard') : [];
};

/**
 * `reportsAboard`: the card reports aboard the carrier by its own text or a card in play's (the card as it would be in
 * play: its player's, in the affiliation it reports in).
 * @category operations
 */
export const reportsAboard: Answer<ReportAboard, boolean> = {
  point: reportAboardPermitted,
  by: 'reportsAboard',
  answer:
    ({ card, carrier, affiliation, player }) =>
    (game) => {
      const reporting = updateCard(card, (c) => ({ ...c, controller: player, affiliation }))(game);
      const context = { player, hasSkill };
      const fits = (side: CardFilter | 'self', id: CardId, source: CardId) =>
        side === 'self' ? id === source : matches(side, id, context)(reporting);
      if (
        ownReportAboard(card, game).some((e) => e.type === 'reportsAboard' && fits(e.carrier, carrier, card))
      )
        return true;
      return rulesInPlay('reportsAboard')(game).some(
        ({ effect, source }) =>
          source.controller === player &&
          canAct(source.id)(game) &&
          fits(effect.card, card, source.id) &&
          fits(effect.carrier, carrier, source.id),
      );
    },
};

/**
 * `reportsAboard`, in general: the card's own text says so, or some card in play lets cards report aboard.
 * @category operations
 */
export const reportsAboardAtAll: Answer<CardId, boolean> = {
  point: mayReportAboardAny,
  by: 'reportsAboard',
  answer: (card) => (game) =>
    ownReportAboard(card, game).length > 0 || rulesInPlay('reportsAboard')(game).length > 0,
};

/** The answers of the lasting rules, in the order they combine. */
export const ruleAnswers = [
  hostMeetsStaffingIcons,
  repairsShipAboard,
  reportsAboard,
  reportsAboardAtAll,
  overridesAffiliation,
] as const;
