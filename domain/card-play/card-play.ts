// Rulebook "Play a Card", "Entering Play", "Reporting for Duty" and "Playing 'At Any Time'": the card plays from hand.
// At the start of the turn, before any order, the active player may play one card from hand: personnel, ships and
// equipment report for duty, outposts are built where their text allows, sites join a Nor's line (site-play.ts),
// events (incidents and objectives alike) play by their declared text (cards/effects, domain/card-effects); Red
// Alert! may replace that card play by any number of reports. Interrupts with declared text play at any time of the player's own turn and do not use the card play;
// on the opponent's turn they play in response windows (domain/responses). Doorways with declared text play at any
// time of the player's own turn and do not use the card play either. A card play is initiated, answered, then
// resolved: `play` (domain/responses/open.ts) opens a response window on it when someone holds a valid response,
// else resolves it at once.
// Cards whose game text the engine does not implement (other events, interrupts, incidents and objectives,
// doorways, …) may not be played: playing them with no effect would be wrong.
// When a play may be made and the card play it spends: card-play-timing.ts; its results: card-play-results.ts; the
// plays offered as legal actions: card-play-candidates.ts.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { canEnterPlay } from '../cards-in-play/persona';
import { functionsOf } from '../core/card-functions';
import { declaredText } from '../core/declared-texts';
import { blueprintOf, type CardId, type GameState, type LocationId, type PlayerId } from '../core/game-state';
import { textPlayKind } from '../core/play-kind';
import { type RuleError, ruleError } from '../core/rule-error';
import { buildingAffiliation, canBuild } from '../seed-phases/building';
import * as SitePlay from '../sites/play';
import { playsDuringGame } from '../sites/station-seeding';
import * as TimeLocations from '../time-travel/time-locations';
import { cardText } from './card-play-port';
import { destinationOf } from './card-play-results';
import { checkBeforeOrders, checkTiming, isFreeReport } from './card-play-timing';
import type { PlayText } from './play-text';
import { canReport, type Destination, reportableTo } from './reporting';
import * as TimeLocationReporting from './time-location-reporting';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Report a personnel, ship or equipment for duty to a facility, in a printed affiliation (null for equipment). */
export interface ReportCard {
  readonly type: 'card.play';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly kind: 'report';
  readonly facility: CardId;
  readonly affiliation: Affiliation | null;
  /** Rulebook "Sites": the site of a station with sites the card reports to (absent elsewhere). */
  readonly site?: CardId;
}

/** Build a facility (or play a station whose text "plays" there) at a spaceline location, in a printed affiliation. */
export interface BuildFacility {
  readonly type: 'card.play';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly kind: 'build';
  readonly location: LocationId;
  readonly affiliation: Affiliation;
}

/** Play a time location on the table (Rulebook "Time Locations": "it uses your normal card play"). */
export interface PlayTimeLocation {
  readonly type: 'card.play';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly kind: 'timeLocation';
}

/** Play an event or an interrupt by its declared text (./play-text.ts). */
export type { PlayText };

export type PlayCard = ReportCard | BuildFacility | PlayTimeLocation | SitePlay.PlaySite | PlayText;

const PLAY = 'Play a Card';
const ANY_TIME = "Playing 'At Any Time'";

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Play a Card": personnel, ships and equipment report for duty; other cards play from hand by their text
/**
 * How a card type is played from hand (report, build, or by its declared text as an event or interrupt), or why
 * the engine may not play it.
 * @category predicates
 */
export const playMethod = (card: Blueprint): E.Either<RuleError, PlayCard['kind']> => {
  if (card.type === 'Personnel' || card.type === 'Ship' || card.type === 'Equipment')
    return E.right('report');
  if (card.type === 'Time Location') return E.right('timeLocation');
  // Rulebook "Sites": "Playing one uses your normal card play"
  if (card.type === 'Site') return E.right('site');
  // a station whose text reads "Seeds or plays at …" plays where it seeds (domain/sites/station-seeding.ts)
  if (card.type === 'Facility')
    return O.isSome(buildingAffiliation(card)) || playsDuringGame(card)
      ? E.right('build')
      : E.left(ruleError(PLAY, `${card.title}'s text gives no way to build it that the engine implements.`));
  // Rulebook "Entering Play": "A card with the [HA] Hidden Agenda icon must be played face-down" (hidden-agenda-play.ts)
  if (card.icons.includes('HA'))
    return E.left(
      ruleError('Entering Play', `${card.title} has the [HA] icon: it is played face down, then activated.`),
    );
  const uses = O.match(() => [], functionsOf)(declaredText(card.id));
  if (uses.some((f) => f.respondsTo !== undefined) && uses.every((f) => f.plays === undefined))
    return E.left(ruleError(ANY_TIME, `${card.title} plays only as a valid response, in a response window.`));
  return textPlayKind(card);
};

// Energy Vortex: "That card returns to their hand and a different one must be played instead."
const checkNotReturned = (card: CardId, game: GameState): E.Either<RuleError, void> =>
  cardText().wasReturnedThisTurn(card)(game)
    ? E.left(ruleError(PLAY, `${card} returned to hand this turn: a different card must be played.`))
    : E.right(undefined);

// Rulebook "Entering Play" and "Reporting for Duty": the card in your hand, played the way its type plays
/**
 * Right when the card play is legal now, else the rule it breaks.
 * @category predicates
 */
export const canPlay =
  (command: PlayCard) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[command.card];
    if (card?.zone.kind !== 'hand' || card.zone.player !== command.player)
      return E.left(ruleError(PLAY, `${command.card} is not a card in ${command.player}'s hand.`));
    const blueprint = blueprintOf(command.card)(game);
    const method = playMethod(blueprint);
    if (E.isLeft(method)) return method;
    if (method.right !== command.kind)
      return E.left(ruleError(PLAY, `${blueprint.title} is played by ${method.right}, not ${command.kind}.`));
    const timing = isFreeReport(command, game)
      ? checkBeforeOrders(game)
      : checkTiming(command.kind, command.player)(game);
    if (E.isLeft(timing)) return timing;
    const returned = checkNotReturned(command.card, game);
    if (E.isLeft(returned)) return returned;
    if (command.kind === 'timeLocation') return TimeLocations.checkPlay(command.player, command.card)(game);
    if (command.kind === 'site') return SitePlay.checkPlaySite(command)(game);
    // Rulebook "Reporting for Duty": to a time location where the card is native (domain/card-play/time-location-reporting.ts)
    if (command.kind === 'report' && TimeLocationReporting.isTimeLocationReport(command)(game))
      return TimeLocationReporting.checkReport(command)(game);
    if (command.kind === 'report') {
      const destination = destinationOf(command)(game);
      return E.isLeft(destination) ? destination : canReport(command.card, destination.right)(game);
    }
    return command.kind === 'build' ? buildable(command)(game) : cardText().checkText(command)(game);
  };

/**
 * The legal ones among the reports of one card in hand whose reporting is timely now (`checkTiming`): `canPlay`'s
 * answer, with the checks of the card alone made once; a report to a time location is checked in full.
 * @category predicates
 */
export const legalReports =
  (card: CardId, game: GameState) =>
  (commands: ReadonlyArray<ReportCard>): ReadonlyArray<ReportCard> => {
    // asked at the first report that needs it
    let reportable: ((destination: Destination) => boolean) | undefined;
    return commands.filter((command) => {
      if (TimeLocationReporting.isTimeLocationReport(command)(game)) return E.isRight(canPlay(command)(game));
      reportable ??= E.isLeft(checkNotReturned(card, game)) ? () => false : reportableTo(card)(game);
      const destination = destinationOf(command)(game);
      return E.isRight(destination) && reportable(destination.right);
    });
  };

// Rulebook "Entering Play": [AU] cards play only where a card allows; uniqueness and personas as for any card
const buildable =
  (command: BuildFacility) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(command.card)(game);
    if (isAlternateUniverse(command.card)(game))
      return E.left(
        ruleError('Entering Play', `${blueprint.title} is an [AU] card and no card allows it to play.`),
      );
    return pipe(
      canBuild(command.player, command.card, command.location, command.affiliation)(game),
      E.flatMap(() => canEnterPlay(blueprint.id, command.player)(game)),
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------
