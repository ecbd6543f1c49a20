// Rulebook "Play a Card", "Reporting for Duty" and "Facility Phase", and Rulings "actions – step 3: results": the
// results of a card play from hand: a card reports for duty, a facility is built, a time location enters play, an
// event or interrupt has its declared text's effect; the card play it used is spent.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { recordEvents } from '../core/game-events';
import { blueprintOf, type GameState, moveCard, updateCard } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as SitePlay from '../sites/play';
import * as TurboliftDraw from '../sites/turbolift-draw';
import * as TimeLocations from '../time-travel/time-locations';
import type { BuildFacility, PlayCard, ReportCard } from './card-play';
import { cardText } from './card-play-port';
import { useCardPlay } from './card-play-timing';
import { type Destination, entryZone, report } from './reporting';
import * as TimeLocationReporting from './time-location-reporting';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The destination a report command names (the entry zone follows from the card and the facility).
 * @category predicates
 */
export const destinationOf =
  (command: ReportCard) =>
  (game: GameState): E.Either<RuleError, Destination> => {
    const zone = game.cards[command.facility]?.zone;
    if (zone?.kind !== 'atLocation')
      return E.left(ruleError('Reporting for Duty', `${command.facility} is not a facility in play.`));
    const card = blueprintOf(command.card)(game);
    const entry = entryZone(card, command.facility, zone.location, game, command.site);
    return E.right({ facility: command.facility, zone: entry, affiliation: command.affiliation });
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Play a Card": the card enters play face up, controlled by its owner; it was the turn's card play
// (an interrupt is not; reports under Red Alert! replace it)
/**
 * The results of a legal card play from hand: the card played, the normal card play used (or replaced by Red Alert!).
 * @category operations
 */
export const resolvePlay =
  (command: PlayCard) =>
  (game: GameState): GameState =>
    // the game event a card that entered play records (a blank card is logged by the settle step's trigger)
    command.kind === 'interrupt' || command.kind === 'event' || command.kind === 'doorway'
      ? resolveKind(command)(game)
      : recordEvents({ type: 'card.enteredPlay', card: command.card })(resolveKind(command)(game));

const resolveKind =
  (command: PlayCard) =>
  (game: GameState): GameState => {
    switch (command.kind) {
      case 'interrupt':
      case 'event':
      case 'doorway':
        return useCardPlay(command, game)(cardText().playText(command)(game));
      case 'build':
        return useCardPlay(command, game)(build(command)(game));
      // Primary Turbolift: "that personnel's owner may draw a card" (domain/sites/turbolift-draw.ts)
      case 'report':
        return TurboliftDraw.offerDraw(command)(useCardPlay(command, game)(reportForDuty(command)(game)));
      case 'timeLocation':
        return useCardPlay(command, game)(TimeLocations.enterPlay(command.player, command.card)(game));
      case 'site':
        return useCardPlay(command, game)(SitePlay.playSite(command)(game));
    }
  };

const reportForDuty =
  (command: ReportCard) =>
  (game: GameState): GameState => {
    if (TimeLocationReporting.isTimeLocationReport(command)(game))
      return TimeLocationReporting.report(command)(game);
    const played = pipe(
      destinationOf(command)(game),
      E.flatMap((d) => report(command.card, d)(game)),
    );
    if (E.isLeft(played)) throw new Error(`play: ${played.left.rule}: ${played.left.message}`);
    return played.right;
  };

// Rulebook "Facility Phase": a facility is placed face up in front of the location, in space
const build = (command: BuildFacility) => (game: GameState) =>
  updateCard(command.card, (c) => ({
    ...c,
    faceUp: true,
    controller: c.owner,
    affiliation: command.affiliation,
  }))(moveCard(command.card, { kind: 'atLocation', location: command.location }, 'bottom')(game));
