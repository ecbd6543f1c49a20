// Primary Turbolift: "Once every turn, when a [DS9] personnel reports (but is not downloaded) using their classification
// to another site on this Nor, that personnel's owner may draw a card." A report from hand (`card.play` kind `report`;
// a download is no such report) of a personnel with that icon to another site of the station, admitted there by a
// sentence naming a classification ("Compatible OFFICER-classification personnel may report here"): once its results
// are in, the owner decides whether to draw (./site-draw-choice.ts), unless they already drew by this text this turn
// (once each turn per player, whatever the copies: Rulings "once each turn"). A suspended Turbolift does nothing.

import { blueprintOf, type CardId, cardsIn, type GameState, getCard } from '../core/game-state';
import { isReporter, sentencesOf, siteReportings } from './reporting';
import { drewNowThisTurn, type SiteDrawChoice } from './site-draw-choice';
import { sitesOf } from './station-sites';
import { isSiteSuspended } from './suspension';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * What the Turbolift reads of a report from hand (a `card.play` of kind `report`, domain/card-play/card-play.ts
 * `ReportCard`): the card reported, the facility and the site of it reported to.
 */
export interface SiteReport {
  readonly card: CardId;
  readonly facility: CardId;
  /** Rulebook "Sites": the site of a station with sites the card reports to (absent elsewhere). */
  readonly site?: CardId;
}

const SENTENCE =
  /^Once every turn, when a \[(\w+)\] personnel reports \(but is not downloaded\) using their classification to another site on this Nor, that personnel's owner may draw a card\.$/;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a sentence of a site is the draw read here, for `stccg coverage`.
 * @category predicates
 */
export const isTurboliftSentence = (sentence: string): boolean => SENTENCE.test(sentence);

/** The icon a site's Turbolift sentence names, if it has one. */
const turboliftIcon = (site: CardId, game: GameState): string | undefined => {
  for (const sentence of sentencesOf(blueprintOf(site)(game).text)) {
    const match = SENTENCE.exec(sentence);
    if (match !== null) return match[1];
  }
  return undefined;
};

// "using their classification": a sentence of the site reported to admits it by a classification it has
const reportsByClassification = (command: SiteReport, site: CardId, game: GameState): boolean => {
  const card = blueprintOf(command.card)(game);
  return siteReportings(blueprintOf(site)(game)).some((reporting) =>
    reporting.reporters.some(
      (reporter) => reporter.classification !== undefined && isReporter(reporter)(card),
    ),
  );
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a report's results, waiting on its owner's decision to draw a card when the report lets them by a
 * Primary Turbolift of the station; unchanged otherwise.
 * @category operations
 */
export const offerDraw =
  (command: SiteReport) =>
  (game: GameState): GameState => {
    const site = command.site;
    if (site === undefined || game.choosing !== undefined) return game;
    const card = blueprintOf(command.card)(game);
    const owner = getCard(command.card)(game).owner;
    if (card.type !== 'Personnel' || drewNowThisTurn(owner)(game)) return game;
    if (cardsIn({ kind: 'drawDeck', player: owner })(game).length === 0) return game;
    const turbolift = sitesOf(command.facility)(game).find((other) => {
      const icon = other === site ? undefined : turboliftIcon(other, game);
      return icon !== undefined && card.icons.includes(icon) && !isSiteSuspended(other)(game);
    });
    if (turbolift === undefined || !reportsByClassification(command, site, game)) return game;
    const choice: SiteDrawChoice = { kind: 'siteCardDraw', player: owner, site: turbolift, at: 'now' };
    return { ...game, choosing: choice };
  };
