// Rulebook "Play a Card" and "Playing 'At Any Time'": when a card play may be made and the card play it uses. One
// normal card play per turn, before orders (Horga'hn gives another); interrupts and doorways use none; Red Alert!
// replaces it by any number of reports; Camp Khitomer lets native cards report there for free.

import * as E from 'fp-ts/Either';
import type { GameState, PlayerId } from '../core/game-state';
import { hasUsedAllowance, isAllowed, useAllowance } from '../core/permissions';
import { type RuleError, ruleError } from '../core/rule-error';
import type { PlayCard } from './card-play';
import * as ReportAnyNumber from './report-any-number';
import { isSiteFreeReport, useSiteFreeReport } from './site-free-reports';
import * as TimeLocationReporting from './time-location-reporting';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const PLAY = 'Play a Card';
const ANY_TIME = "Playing 'At Any Time'";

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Play a Card": cards are played before orders, "for free" ones too
/**
 * Right while the active player has not begun executing orders this turn, else the rule.
 * @category predicates
 */
export const checkBeforeOrders = (game: GameState): E.Either<RuleError, void> =>
  game.turn.ordersBegun
    ? E.left(ruleError(PLAY, 'You began executing orders this turn: cards are played before orders.'))
    : E.right(undefined);

// Rulebook "Play a Card": one normal card play per turn, before orders; beginning orders forfeits it
/**
 * Right when the active player still has the turn's normal card play, else the rule that spent or forfeited it.
 * @category predicates
 */
export const hasNormalCardPlay = (game: GameState): E.Either<RuleError, void> => {
  const before = checkBeforeOrders(game);
  if (E.isLeft(before)) return before;
  if (game.turn.normalCardPlayUsed)
    return E.left(ruleError(PLAY, 'You have used your one normal card play this turn.'));
  return E.right(undefined);
};

// Rulebook "Play a Card": an additional normal card play a card in play gives (Horga'hn: "Each turn, gain an additional
// normal card play"), one each turn whatever the cards that give it, once the normal one is spent, before orders
/**
 * Whether `player` may make an additional normal card play now: their turn, their normal card play spent, orders not
 * begun, a card in play allowing them one (the query point `extraCardPlay.allowed`) and none made this turn.
 * @category predicates
 */
export const hasExtraCardPlay =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    game.turn.active === player &&
    game.turn.normalCardPlayUsed &&
    !game.turn.ordersBegun &&
    !hasUsedAllowance('extraCardPlay', player)(game) &&
    isAllowed('extraCardPlay', { player })(game);

// Rulebook "Play a Card" and "Playing 'At Any Time'": interrupts play at any time and do not use the card play;
// "[Door] Doorways, by default, may play at any time during your turn only" (nor do they use it); Red Alert! lets
// reports replace the normal card play; every other play is the normal card play, before orders
/**
 * Right when a card played this way may be played now (on the player's own turn), else the rule it breaks.
 * @category predicates
 */
export const checkTiming =
  (kind: PlayCard['kind'], player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (kind === 'interrupt') return E.right(undefined);
    if (kind === 'doorway')
      return game.turn.active === player
        ? E.right(undefined)
        : E.left(ruleError(ANY_TIME, 'Doorways, by default, may play at any time during your turn only.'));
    if (kind === 'report' && ReportAnyNumber.mayReportAnyNumber(player)(game)) return E.right(undefined);
    const normal = hasNormalCardPlay(game);
    // Horga'hn: "Each turn, gain an additional normal card play"
    return E.isLeft(normal) && hasExtraCardPlay(player)(game) ? E.right(undefined) : normal;
  };

/**
 * Camp Khitomer: a report at a time location that it lets report "for free" (not the normal card play); a report to a
 * site that lets it report for free (Quark's Bar, domain/sites/free-reports.ts).
 * @category predicates
 */
export const isFreeReport = (command: PlayCard, game: GameState): boolean =>
  command.kind === 'report' &&
  (TimeLocationReporting.reportsForFree(command)(game) || isSiteFreeReport(command)(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Play a Card": the normal card play takes place at the start of the turn, once
/**
 * Records that the active player used the turn's normal card play.
 * @category operations
 */
export const useNormalCardPlay = (game: GameState): GameState => ({
  ...game,
  turn: { ...game.turn, normalCardPlayUsed: true },
});

// Rulebook "Play a Card": the normal card play, or once it is spent the additional one a card gives (Horga'hn)
const spendCardPlay =
  (player: PlayerId) =>
  (game: GameState): GameState =>
    game.turn.normalCardPlayUsed ? useAllowance('extraCardPlay', player)(game) : useNormalCardPlay(game);

// Rulebook "Play a Card": the card play a card uses: none for an interrupt or a doorway ("Playing 'At Any Time'"),
// Red Alert!'s reporting for a report it allows, else the normal card play (or the extra one a card gives)
/**
 * The game with the card play `command` uses spent, as the state `before` it allowed (a nullified card play spends
 * it too; one returned to hand does not).
 * @category operations
 */
export const useCardPlay =
  (command: PlayCard, before: GameState) =>
  (game: GameState): GameState => {
    if (command.kind === 'interrupt' || command.kind === 'doorway') return game;
    if (command.kind === 'report' && isFreeReport(command, before))
      return useSiteFreeReport(command, before)(TimeLocationReporting.useFreeReport(command)(game));
    return command.kind === 'report' && ReportAnyNumber.mayReportAnyNumber(command.player)(before)
      ? ReportAnyNumber.useReportAnyNumber(command.player)(game)
      : spendCardPlay(command.player)(game);
  };
