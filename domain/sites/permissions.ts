// Rulebook "Sites" (2.11), "Reporting for Duty" and 7.1.4 Dock & Undock at a station with sites: a card reports to a
// site whose text admits it (domain/sites/reporting.ts), a ship reports, docks or undocks only at a site whose docking
// sentence names it (domain/sites/docking.ts), within the site's capacity; "if ship is compatible with station's
// affiliation OR crew includes a V.I.P. OR player controlling ship has a Computer Skill personnel present at this site
// unopposed". Rulings "Ops": cards present at a site do not expand what may report there.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Affiliation } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { areAffiliationsCompatibleFor } from '../cards-in-play/compatibility';
import { canAct, crewOf } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { blueprintOf, type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { stationOfSite } from '../core/zone-site';
import { isReadShipSentence, isShipNamed, type SiteShipAction, siteShipRules } from './docking';
import { isFreeReportOpen } from './free-reports';
import { personnelAtSite, shipsDockedAtSite } from './places';
import { isReadReportingSentence, isReporter, sentencesOf, siteReportings } from './reporting';
import { isSiteSuspended } from './suspension';
import { unopposedPersonnelAt } from './unopposed';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What a site's permission waives of the usual reporting rules. */
export interface SiteReportTerms {
  /** "regardless of affiliation", or a ship admitted by a docking sentence: no compatibility with the station asked. */
  readonly regardlessOfAffiliation: boolean;
  /** "ignoring their [GQ] icon": the card's native quadrant is not asked. */
  readonly ignoringQuadrant: boolean;
}

const RULE = 'Sites';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Sites": "Sites represent areas within facilities where personnel can report for duty"
/**
 * Right with what the permission waives when a card of the player, in the chosen affiliation, may report to the site
 * of the station (the site's own text; the other reporting rules are `Reporting.canReport`'s).
 * @category predicates
 */
export const checkSiteReport =
  (card: CardId, affiliation: Affiliation | null, station: CardId, site: CardId, player: PlayerId) =>
  (game: GameState): E.Either<RuleError, SiteReportTerms> => {
    const on = checkSiteOf(station, site, game);
    if (E.isLeft(on)) return on;
    const blueprint = blueprintOf(card)(game);
    const siteCard = blueprintOf(site)(game);
    if (blueprint.type === 'Ship')
      return E.map(() => ({ regardlessOfAffiliation: true, ignoringQuadrant: false }))(
        checkSiteShipAction('report', card, affiliation, site, player)(game),
      );
    // "Once each turn, … may report here for free": only while that free report is open
    const admitting = siteReportings(siteCard).filter(
      (reporting) =>
        reporting.reporters.some((reporter) => isReporter(reporter)(blueprint)) &&
        (!reporting.ifUnoccupied || personnelAtSite(site)(game).length === 0) &&
        (reporting.forFree === undefined ||
          (reporting.forFree === 'onceEachTurn' &&
            isFreeReportOpen(reporting, card, station, site, player)(game))),
    );
    return admitting.length === 0
      ? E.left(ruleError(RULE, `${siteCard.title}'s text does not let ${blueprint.title} report there`))
      : E.right({
          regardlessOfAffiliation: admitting.some((r) => r.regardlessOfAffiliation),
          ignoringQuadrant: admitting.some((r) => r.ignoringQuadrant),
        });
  };

// Rulebook 7.1.4 Dock & Undock: "Place docked ships … atop the site card"; the site's text says which ships may
/**
 * Right when the player's ship (in `affiliation`) may report, dock, undock or repair at the site: a docking sentence
 * of the site names the ship and the action, its condition holds, and (to enter) the site has room.
 * @category predicates
 */
export const checkSiteShipAction =
  (action: SiteShipAction, ship: CardId, affiliation: Affiliation | null, site: CardId, player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const station = O.toNullable(stationOfSite(site)(game));
    const on =
      station === null
        ? E.left(ruleError(RULE, `${site} is not a site in play`))
        : checkSiteOf(station, site, game);
    if (E.isLeft(on)) return on;
    const siteCard = blueprintOf(site)(game);
    const title = blueprintOf(ship)(game).title;
    const rules = siteShipRules(siteCard);
    const allowed = rules.docking.some(
      (docking) =>
        docking.actions.includes(action) &&
        isShipNamed(docking.ships, affiliation)(blueprintOf(ship)(game)) &&
        (!docking.conditional || dockingConditionHolds(ship, affiliation, site, player, game)),
    );
    if (!allowed)
      return E.left(ruleError(RULE, `${siteCard.title}'s text does not let ${title} ${action} there`));
    const entering = action === 'report' || action === 'dock';
    return entering && rules.capacity !== null && shipsDockedAtSite(site)(game).length >= rules.capacity
      ? E.left(ruleError(RULE, `${siteCard.title} is full (capacity: ${rules.capacity} ships)`))
      : E.right(undefined);
  };

// Docking Ports, Docking Pylons, Docking Pads: "… OR player controlling ship has a Computer Skill personnel present at
// this site unopposed (just before undocking, that personnel may board ship)"
/**
 * The personnel of the player who may board their ship docked at the site just before it undocks: the Computer Skill
 * personnel present there unopposed that a docking sentence with that clause names as letting the ship undock.
 * @category predicates
 */
export const undockBoarders =
  (ship: CardId, site: CardId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    if (isSiteSuspended(site)(game)) return [];
    const affiliation = affiliationOf(ship)(game);
    const boards = siteShipRules(blueprintOf(site)(game)).docking.some(
      (docking) =>
        docking.boardsBeforeUndocking &&
        docking.actions.includes('undock') &&
        isShipNamed(docking.ships, affiliation)(blueprintOf(ship)(game)),
    );
    return boards ? computerSkillUnopposed(site, player, game) : [];
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * A site's text less the sentences read in full here (who may report, which ships may report, dock, undock and repair,
 * the capacity), for `stccg coverage`.
 * @category operations
 */
export const withoutSitePlaySentences = (text: string): string =>
  sentencesOf(text)
    .filter((sentence) => !isReadReportingSentence(sentence) && !isReadShipSentence(sentence))
    .join(' ');

// Helpers

/** The site is one of the station's sites in play, and not suspended. */
const checkSiteOf = (station: CardId, site: CardId, game: GameState): E.Either<RuleError, void> => {
  const host = game.cards[site] === undefined ? O.none : stationOfSite(site)(game);
  if (O.isNone(host) || host.value !== station)
    return E.left(ruleError(RULE, `${site} is not a site of ${blueprintOf(station)(game).title}`));
  return isSiteSuspended(site)(game)
    ? E.left(ruleError(RULE, `${blueprintOf(site)(game).title} is suspended: its text does nothing now`))
    : E.right(undefined);
};

// "if ship is compatible with station's affiliation OR crew includes a V.I.P. OR player controlling ship has a
// Computer Skill personnel present at this site unopposed"
const dockingConditionHolds = (
  ship: CardId,
  affiliation: Affiliation | null,
  site: CardId,
  player: PlayerId,
  game: GameState,
): boolean => {
  const station = O.toNullable(stationOfSite(site)(game));
  if (station === null) return false;
  if (areAffiliationsCompatibleFor(player, affiliation, affiliationOf(station)(game))(game)) return true;
  const inPlay = getCard(ship)(game).zone.kind !== 'hand';
  if (inPlay && crewOf(ship)(game).some((id) => canAct(id)(game) && hasSkill(id, 'V.I.P.')(game)))
    return true;
  return computerSkillUnopposed(site, player, game).length > 0;
};

// Rulings "unopposed": "A site is unopposed if your opponent has no docked ships or personnel at that site"
const computerSkillUnopposed = (site: CardId, player: PlayerId, game: GameState): ReadonlyArray<CardId> =>
  unopposedPersonnelAt(player, site)(game).filter((id) => hasSkill(id, 'Computer Skill')(game));
