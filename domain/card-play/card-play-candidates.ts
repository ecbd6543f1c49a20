// Rulebook "Play a Card", "Reporting for Duty" and "Playing 'At Any Time'": the card plays a player may make now,
// listed for the legal actions: every way each card in hand plays (to each facility, location, affiliation and
// target), and the interrupts that play at any time during the opponent's turn.
import * as E from 'fp-ts/Either';
import type { Affiliation } from '../../cards/blueprint';
import { blueprintOf, type CardId, type GameState, opponentOf, type PlayerId } from '../core/game-state';
import { cardsInZone } from '../core/zone-index';
import { infiltrationAffiliations } from '../infiltration/infiltration';
import * as SitePlay from '../sites/play';
import { canPlay, legalReports, type PlayCard, playMethod } from './card-play';
import { cardText } from './card-play-port';
import { checkBeforeOrders, checkTiming } from './card-play-timing';
import { reportingCarriers } from './report-aboard';
import { reportsTo } from './report-commands';
import { siteFreeReportCandidates } from './site-free-reports';
import * as TimeLocationReporting from './time-location-reporting';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The facilities `player` controls in play, where their cards may report. */
const controlledFacilities =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    Object.keys(game.locations).flatMap((location) =>
      cardsInZone({ kind: 'atLocation', location })(game).filter(
        (id) => game.cards[id]?.controller === player && blueprintOf(id)(game).type === 'Facility',
      ),
    );

/**
 * Every card play `player` may make now, exactly those `canPlay` allows: each playable card in hand reported to each
 * facility they control, or built at each location, in each printed affiliation, or played by its text on each
 * target it allows.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<PlayCard> => {
    const hand = cardsInZone({ kind: 'hand', player })(game);
    // each asked once, and only when needed: the timing of each way to play, the facilities to report to
    const timely = new Map<PlayCard['kind'], boolean>();
    const mayPlayNow = (kind: PlayCard['kind']): boolean => {
      let now = timely.get(kind);
      if (now === undefined) {
        now = E.isRight(checkTiming(kind, player)(game));
        timely.set(kind, now);
      }
      return now;
    };
    let facilities: ReadonlyArray<CardId> | undefined;
    let opposing: ReadonlyArray<CardId> | undefined;
    const legal = (command: PlayCard) => E.isRight(canPlay(command)(game));
    return hand.flatMap((card): ReadonlyArray<PlayCard> => {
      const blueprint = blueprintOf(card)(game);
      const method = playMethod(blueprint);
      if (E.isLeft(method)) return [];
      // Camp Khitomer: a native card "may report for free" there, whatever the card play; so at a site (Quark's Bar)
      if (!mayPlayNow(method.right))
        return method.right === 'report' && E.isRight(checkBeforeOrders(game))
          ? [
              ...TimeLocationReporting.freeReportCandidates(player, card)(game),
              ...siteFreeReportCandidates(player, card)(game),
            ].filter(legal)
          : [];
      if (method.right === 'site') return SitePlay.sitePlays(player, card)(game).filter(legal);
      if (method.right === 'timeLocation')
        return [{ type: 'card.play', player, card, kind: 'timeLocation' } as const].filter(legal);
      if (method.right === 'event' || method.right === 'interrupt' || method.right === 'doorway')
        return cardText().textCandidates(player, card)(game).filter(legal);
      const printed = 'affiliations' in blueprint ? blueprint.affiliations : [];
      if (method.right === 'build')
        return Object.keys(game.locations)
          .flatMap((location) =>
            printed.map(
              (affiliation): PlayCard => ({
                type: 'card.play',
                player,
                card,
                kind: 'build',
                location,
                affiliation,
              }),
            ),
          )
          .filter(legal);
      const affiliations = printed.length > 0 ? printed : [null];
      facilities ??= controlledFacilities(player)(game);
      // Rulebook "Infiltration": to the opponent's outposts and headquarters, in an infiltration icon's affiliation
      const infiltrating = infiltrationAffiliations(card)(game);
      if (infiltrating.length > 0) opposing ??= controlledFacilities(opponentOf(player)(game))(game);
      // Rulebook "Sites": to each site of a station with sites
      const reports = (to: ReadonlyArray<CardId>, as: ReadonlyArray<Affiliation | null>) =>
        reportsTo(player, card, to, as)(game);
      // the report is timely here: the checks of the card alone are made once (`legalReports`)
      return legalReports(
        card,
        game,
      )([
        ...reports(facilities, affiliations),
        ...reports(opposing ?? [], infiltrating),
        // Rulebook "Carried ships": a ship a card lets report aboard your ship
        ...reports(reportingCarriers(card, player)(game), affiliations),
        ...TimeLocationReporting.reportCandidates(player, card)(game),
      ]);
    });
  };

/** Interrupts, and artifacts played as an Interrupt card (Thought Maker), play at any time. */
const anyTimeTypes: ReadonlySet<string> = new Set(['Interrupt', 'Artifact']);

// Rulebook "Playing 'At Any Time'": interrupts may be played during the opponent's turn, where nothing is interrupted
/**
 * Every interrupt `player` may play at any time now (not as a response), e.g. during the opponent's turn.
 * @category operations
 */
export const anyTimeCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<PlayCard> =>
    cardsInZone({ kind: 'hand', player })(game)
      .filter((card) => anyTimeTypes.has(blueprintOf(card)(game).type))
      .flatMap((card) => cardText().textCandidates(player, card)(game))
      .filter((command) => command.kind === 'interrupt' && E.isRight(canPlay(command)(game)));
