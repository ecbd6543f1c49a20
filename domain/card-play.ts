// Rulebook "Play a Card", "Entering Play", "Reporting for Duty" and "Playing 'At Any Time'": the card plays from hand.
// At the start of the turn, before any order, the active player may play one card from hand: personnel, ships and
// equipment report for duty, outposts are built where their text allows, events (incidents and objectives alike) play
// by their declared text (cards/effects, domain/card-effects); Red Alert! may replace that card play by any number
// of reports. Interrupts with declared text play at any time of the player's own turn and do not use the card play;
// on the opponent's turn they play in response windows (domain/responses). Doorways with declared text play at any
// time of the player's own turn and do not use the card play either. A card play is initiated, answered, then
// resolved: `play` opens a response window on it when someone holds a valid response, else resolves it at once.
// Cards whose game text the engine does not implement (other events, interrupts, incidents and objectives,
// doorways, …) may not be played: playing them with no effect would be wrong.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint } from '../cards/blueprint';
import { buildingAffiliation, canBuild } from './building';
import * as CardEffects from './card-effects';
import {
  blueprintOf,
  type CardId,
  type GameState,
  type LocationId,
  moveCard,
  opponentOf,
  type PlayerId,
  updateCard,
} from './game-state';
import { infiltrationAffiliations } from './infiltration';
import { canEnterPlay } from './persona';
import { reportingCarriers } from './report-aboard';
import { canReport, type Destination, entryZone, report } from './reporting';
import { initiate, open, openDrawWindows } from './responses/open';
import { type RuleError, ruleError } from './rule-error';
import { isAlternateUniverse } from './seeding';
import * as TimeLocationReporting from './time-location-reporting';
import * as TimeLocations from './time-locations';
import { useNormalCardPlay } from './turn';
import { cardsInZone } from './zone-index';

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
}

/** Build a facility at a spaceline location, in a printed affiliation. */
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

/** Play an event or an interrupt by its declared text (`CardEffects.PlayText`). */
export type PlayText = CardEffects.PlayText;

export type PlayCard = ReportCard | BuildFacility | PlayTimeLocation | PlayText;

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
  if (card.type === 'Facility')
    return O.isSome(buildingAffiliation(card))
      ? E.right('build')
      : E.left(ruleError(PLAY, `${card.title}'s text gives no way to build it that the engine implements.`));
  // Rulebook "Entering Play": "A card with the [HA] Hidden Agenda icon must be played face-down" (hidden-agenda.ts)
  if (card.icons.includes('HA'))
    return E.left(
      ruleError('Entering Play', `${card.title} has the [HA] icon: it is played face down, then activated.`),
    );
  const text = CardEffects.declaredText(card.id);
  if (O.isSome(text) && text.value.respondsTo !== undefined && text.value.plays === undefined)
    return E.left(ruleError(ANY_TIME, `${card.title} plays only as a valid response, in a response window.`));
  return CardEffects.textPlayKind(card);
};

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
    if (kind === 'report' && CardEffects.mayReportAnyNumber(player)(game)) return E.right(undefined);
    const normal = hasNormalCardPlay(game);
    // Horga'hn: "Each turn, gain an additional normal card play"
    return E.isLeft(normal) && CardEffects.hasExtraCardPlay(player)(game) ? E.right(undefined) : normal;
  };

// Energy Vortex: "That card returns to their hand and a different one must be played instead."
const checkNotReturned = (command: PlayCard, game: GameState): E.Either<RuleError, void> =>
  CardEffects.wasReturnedThisTurn(command.card)(game)
    ? E.left(ruleError(PLAY, `${command.card} returned to hand this turn: a different card must be played.`))
    : E.right(undefined);

/** The destination a report command names (the entry zone follows from the card and the facility). */
const destinationOf =
  (command: ReportCard) =>
  (game: GameState): E.Either<RuleError, Destination> => {
    const zone = game.cards[command.facility]?.zone;
    if (zone?.kind !== 'atLocation')
      return E.left(ruleError('Reporting for Duty', `${command.facility} is not a facility in play.`));
    const card = blueprintOf(command.card)(game);
    const entry = entryZone(card, command.facility, zone.location, game);
    return E.right({ facility: command.facility, zone: entry, affiliation: command.affiliation });
  };

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
    const returned = checkNotReturned(command, game);
    if (E.isLeft(returned)) return returned;
    if (command.kind === 'timeLocation') return TimeLocations.checkPlay(command.player, command.card)(game);
    // Rulebook "Reporting for Duty": to a time location where the card is native (domain/time-location-reporting.ts)
    if (command.kind === 'report' && TimeLocationReporting.isTimeLocationReport(command)(game))
      return TimeLocationReporting.checkReport(command)(game);
    if (command.kind === 'report') {
      const destination = destinationOf(command)(game);
      return E.isLeft(destination) ? destination : canReport(command.card, destination.right)(game);
    }
    return command.kind === 'build' ? buildable(command)(game) : CardEffects.checkText(command)(game);
  };

/** Camp Khitomer: a report at a time location that it lets report "for free" (not the normal card play). */
const isFreeReport = (command: PlayCard, game: GameState): boolean =>
  command.kind === 'report' && TimeLocationReporting.reportsForFree(command)(game);

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
 * Every card play `player` might make now, a superset that `canPlay` then filters: each playable card in hand
 * reported to each facility they control, or built at each location, in each printed affiliation, or played by
 * its text on each target it allows.
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
    return hand.flatMap((card): ReadonlyArray<PlayCard> => {
      const blueprint = blueprintOf(card)(game);
      const method = playMethod(blueprint);
      if (E.isLeft(method)) return [];
      // Camp Khitomer: a native card "may report for free" there, whatever the card play
      if (!mayPlayNow(method.right))
        return method.right === 'report' && E.isRight(checkBeforeOrders(game))
          ? TimeLocationReporting.freeReportCandidates(player, card)(game)
          : [];
      if (method.right === 'timeLocation') return [{ type: 'card.play', player, card, kind: 'timeLocation' }];
      if (method.right === 'event' || method.right === 'interrupt' || method.right === 'doorway')
        return CardEffects.textCandidates(player, card)(game);
      const printed = 'affiliations' in blueprint ? blueprint.affiliations : [];
      if (method.right === 'build')
        return Object.keys(game.locations).flatMap((location) =>
          printed.map((affiliation) => ({
            type: 'card.play',
            player,
            card,
            kind: 'build',
            location,
            affiliation,
          })),
        );
      const affiliations = printed.length > 0 ? printed : [null];
      facilities ??= controlledFacilities(player)(game);
      // Rulebook "Infiltration": to the opponent's outposts and headquarters, in an infiltration icon's affiliation
      const infiltrating = infiltrationAffiliations(card)(game);
      if (infiltrating.length > 0) opposing ??= controlledFacilities(opponentOf(player)(game))(game);
      const reports = (to: ReadonlyArray<CardId>, as: ReadonlyArray<Affiliation | null>) =>
        to.flatMap((facility) =>
          as.map(
            (affiliation): PlayCard => ({
              type: 'card.play',
              player,
              card,
              kind: 'report',
              facility,
              affiliation,
            }),
          ),
        );
      return [
        ...reports(facilities, affiliations),
        ...reports(opposing ?? [], infiltrating),
        // Rulebook "Carried ships": a ship a card lets report aboard your ship
        ...reports(reportingCarriers(card, player)(game), affiliations),
        ...TimeLocationReporting.reportCandidates(player, card)(game),
      ];
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
      .flatMap((card) => CardEffects.textCandidates(player, card)(game))
      .filter((command) => command.kind === 'interrupt' && E.isRight(canPlay(command)(game)));

// Rulings "actions – step 1: initiation" and "step 2": the card is announced; when someone holds a valid response,
// its results wait in a response window (domain/responses), else they follow at once, and any card draw they make
// may be answered in turn (Subspace Schism)
/**
 * The game after a legal card play: a response window open on it, or the card played and any draw answered.
 * @category operations
 */
export const play =
  (command: PlayCard) =>
  (game: GameState): GameState => {
    // The Line Must Be Drawn Here: "Any player who plays {Amanda Rogers} … loses 5 points", as the play is made
    const penalized = CardEffects.penalizePlay(command.player, command.card)(game);
    return O.getOrElse(() => openDrawWindows(game)(resolvePlay(command)(penalized)))(
      open({ kind: 'cardPlay', command })(initiate(command)(penalized)),
    );
  };

// Rulebook "Play a Card": the normal card play, or once it is spent the additional one a card gives (Horga'hn)
const spendCardPlay =
  (player: PlayerId) =>
  (game: GameState): GameState =>
    game.turn.normalCardPlayUsed ? CardEffects.useExtraCardPlay(player)(game) : useNormalCardPlay(game);

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
      return TimeLocationReporting.useFreeReport(command)(game);
    return command.kind === 'report' && CardEffects.mayReportAnyNumber(command.player)(before)
      ? CardEffects.useReportAnyNumber(command.player)(game)
      : spendCardPlay(command.player)(game);
  };

// Rulebook "Play a Card": the card enters play face up, controlled by its owner; it was the turn's card play
// (an interrupt is not; reports under Red Alert! replace it)
/**
 * The results of a legal card play from hand: the card played, the normal card play used (or replaced by Red Alert!).
 * @category operations
 */
export const resolvePlay =
  (command: PlayCard) =>
  (game: GameState): GameState => {
    switch (command.kind) {
      case 'interrupt':
      case 'event':
      case 'doorway':
        return useCardPlay(command, game)(CardEffects.playText(command)(game));
      case 'build':
        return useCardPlay(command, game)(build(command)(game));
      case 'report':
        return useCardPlay(command, game)(reportForDuty(command)(game));
      case 'timeLocation':
        return useCardPlay(command, game)(TimeLocations.enterPlay(command.player, command.card)(game));
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
