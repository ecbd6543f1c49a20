// Rulebook "Downloading" and "General Quarters: The Personnel Download Limit": a download searches your hand, draw
// deck and open side decks for the target card and plays it at once by the normal rules (here: reporting for duty,
// the rules of `Reporting.canReport`, uniqueness and personas included), then reshuffles the draw deck when the
// target came from it. Artifacts and [Q] cards may not be downloaded; personnel are downloaded at most once every turn.
// Targets that report for duty (personnel, ships, equipment) are downloaded here; events, interrupts, incidents,
// objectives and doorways are played by their declared text (domain/downloads/download-play.ts); a target put in hand instead
// (domain/downloads/special-download-to-hand.ts) is only found, as is one put in hand in place of a card draw
// (domain/downloads/in-place-of-draw.ts). No plain [DL] icon names a facility, and no declared card text
// downloads one, so facilities are never downloaded.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { Affiliation } from '../../cards/blueprint';
import { canReport, type Destination, entryZone, report } from '../card-play/reporting';
import { recordEvents } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
  type PlayerId,
  shuffleZone,
} from '../core/game-state';
import { prevented } from '../core/permissions';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedOncePerGame, useOncePerGame } from '../core/turn-count';
import { isQIconCard } from '../deck-building/deck-building';
import * as SideDecks from '../deck-building/side-decks';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Where the downloaded card reports for duty: a facility, in a printed affiliation (null for equipment). */
export interface DownloadDestination {
  readonly facility: CardId;
  readonly affiliation: Affiliation | null;
}

/** What provides the download: a [DL] icon (its "once per game" key) and, for location-based targets, its location. */
export interface DownloadSource {
  readonly specialDownload?: string;
  readonly location?: LocationId;
}

const RULE = 'Downloading';
const LIMIT = 'General Quarters: The Personnel Download Limit';
const SPECIAL = 'Special Download';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Downloading": search your hand, your draw deck and/or your open side decks for the target card
/**
 * Whether the card is somewhere `player` searches for a download (hand, draw deck, a side deck).
 * @category predicates
 */
export const isFindable =
  (player: PlayerId, target: CardId) =>
  (game: GameState): boolean => {
    const zone = game.cards[target]?.zone;
    if (zone === undefined) return false;
    // Rulebook "Side decks": a side deck is searched only once a doorway has opened it
    if (zone.kind === 'sideDeck')
      return (
        zone.player === player &&
        O.exists((type: string) => SideDecks.isOpen(type, player)(game))(
          SideDecks.sideDeckTypeOf(blueprintOf(target)(game)),
        )
      );
    return (zone.kind === 'hand' || zone.kind === 'drawDeck') && zone.player === player;
  };

// Rulebook "General Quarters": "you may not download personnel into play more often than once every turn"
/**
 * Right unless the card is a personnel and `player` already downloaded a personnel this turn (the opponent's downloads
 * do not count: "you may not").
 * @category predicates
 */
export const checkPersonnelLimit =
  (player: PlayerId, target: CardId) =>
  (game: GameState): E.Either<RuleError, void> =>
    blueprintOf(target)(game).type === 'Personnel' && game.turn.personnelDownloaded.includes(player)
      ? E.left(
          ruleError(
            LIMIT,
            `${player} already downloaded a personnel this turn: personnel download once every turn.`,
          ),
        )
      : E.right(undefined);

/**
 * The game with `player`'s personnel download of this turn spent.
 * @category operations
 */
export const spendPersonnelDownload =
  (player: PlayerId) =>
  (game: GameState): GameState =>
    game.turn.personnelDownloaded.includes(player)
      ? game
      : { ...game, turn: { ...game.turn, personnelDownloaded: [...game.turn.personnelDownloaded, player] } };

// Rulebook "Downloading": "You may not download [Art] artifacts or [Q] Q-icon cards unless specifically permitted"
const checkDownloadable = (target: CardId, game: GameState): E.Either<RuleError, void> => {
  const blueprint = blueprintOf(target)(game);
  if (blueprint.type === 'Artifact' || isQIconCard(blueprint))
    return E.left(
      ruleError(RULE, `${blueprint.title} is an artifact or [Q] card: it may not be downloaded.`),
    );
  return E.right(undefined);
};

// Rulebook "Special Download": "Each [DL] icon on a particular card grants a Special Download only once per game"
const checkSpecialDownload = (player: PlayerId, source: DownloadSource, game: GameState) =>
  source.specialDownload !== undefined && usedOncePerGame(player, source.specialDownload)(game)
    ? E.left(ruleError(SPECIAL, `${source.specialDownload} was already used this game.`))
    : E.right(undefined);

/** The reporting destination in the hand-held position (`inHand`), or the location-based rule it breaks. */
const destinationOf = (
  target: CardId,
  destination: DownloadDestination,
  source: DownloadSource,
  inHand: GameState,
): E.Either<RuleError, Destination> => {
  const zone = inHand.cards[destination.facility]?.zone;
  if (zone?.kind !== 'atLocation')
    return E.left(ruleError('Reporting for Duty', `${destination.facility} is not a facility in play.`));
  // Rulebook "Special Download": a location-based target "must be downloaded to the location of the [DL] icon"
  if (source.location !== undefined && zone.location !== source.location)
    return E.left(
      ruleError(SPECIAL, 'A location-based target must be downloaded to the location of the [DL] icon.'),
    );
  const entry = entryZone(blueprintOf(target)(inHand), destination.facility, zone.location, inHand);
  return E.right({ facility: destination.facility, zone: entry, affiliation: destination.affiliation });
};

// Rulebook "Downloading", as card text prevents it (Computer Crash: "No player may … download any card")
const checkNotPrevented = (player: PlayerId, game: GameState): E.Either<RuleError, void> =>
  pipe(
    ask(prevented.download, { player })(game),
    O.match(
      () => E.right(undefined),
      (title) => E.left(ruleError(RULE, `${title} is in play: it prevents downloading.`)),
    ),
  );

// Rulebook "Downloading": the target is found where you search, is not an artifact or [Q] card, downloads are not
// prevented (Computer Crash), and a [DL] icon giving it is unspent
/**
 * Right when `player` may find `target` for a download now, before the rules of playing it, else the rule it breaks.
 * @category predicates
 */
export const checkFound =
  (player: PlayerId, target: CardId, source: DownloadSource = {}) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!isFindable(player, target)(game))
      return E.left(ruleError(RULE, `${target} is not in ${player}'s hand, draw deck or side decks.`));
    return pipe(
      checkNotPrevented(player, game),
      E.flatMap(() => checkDownloadable(target, game)),
      E.flatMap(() => checkSpecialDownload(player, source, game)),
    );
  };

// Rulebook "Downloading": find the target, then play it following all the normal rules; if it cannot, it is invalid
/**
 * Right when `player` may download `target` to `destination` now, else the rule it breaks.
 * @category predicates
 */
export const checkDownload =
  (player: PlayerId, target: CardId, destination: DownloadDestination, source: DownloadSource = {}) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      checkFound(player, target, source)(game),
      E.flatMap(() => checkPersonnelLimit(player, target)(game)),
      E.map(() => toHand(player, target)(game)),
      E.flatMap((inHand) =>
        pipe(
          destinationOf(target, destination, source, inHand),
          E.flatMap((d) => canReport(target, d)(inHand)),
        ),
      ),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game with the found target taken into `player`'s hand, where it is played from.
 * @category operations
 */
export const toHand = (player: PlayerId, target: CardId) => (game: GameState) =>
  getCard(target)(game).zone.kind === 'hand' ? game : moveCard(target, { kind: 'hand', player })(game);

/**
 * Each destination `target` may report to among `facilities`, in each of its printed affiliations (none for equipment),
 * a superset `checkDownload` filters.
 * @category operations
 */
export const destinationsAmong =
  (target: CardId, facilities: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<DownloadDestination> => {
    const printed = blueprintOf(target)(game);
    const choices =
      'affiliations' in printed && printed.affiliations.length > 0 ? printed.affiliations : [null];
    return facilities.flatMap((facility) => choices.map((affiliation) => ({ facility, affiliation })));
  };

// Rulebook "Downloading": "Then reshuffle any face-down decks you looked through" (with the game's PRNG)
/**
 * The game with `player`'s draw deck reshuffled (`shuffleZone`: unchanged with fewer than two cards).
 * @category operations
 */
export const reshuffleDrawDeck = (player: PlayerId): ((game: GameState) => GameState) =>
  shuffleZone({ kind: 'drawDeck', player });

// Rulebook "Downloading": "Some downloads … specify your hand as the destination … you must place the target in your
// hand instead of playing it"; the draw deck it was found in is reshuffled
/**
 * The game with the found target put in `player`'s hand, the draw deck reshuffled if it came from there.
 * @category operations
 */
export const downloadToHand =
  (player: PlayerId, target: CardId) =>
  (game: GameState): GameState => {
    const fromDeck = getCard(target)(game).zone.kind === 'drawDeck';
    const inHand = toHand(player, target)(game);
    return fromDeck ? reshuffleDrawDeck(player)(inHand) : inHand;
  };

// Rulebook "Downloading": the target is played at once; the deck it was found in is reshuffled; a personnel uses the
// turn's personnel download, and a [DL] icon its one use this game
/**
 * The game after `player` downloads `target` to `destination`, or the rule that makes the download invalid.
 * @category operations
 */
export const download =
  (player: PlayerId, target: CardId, destination: DownloadDestination, source: DownloadSource = {}) =>
  (game: GameState): E.Either<RuleError, GameState> => {
    const checked = checkDownload(player, target, destination, source)(game);
    if (E.isLeft(checked)) return checked;
    const fromDeck = getCard(target)(game).zone.kind === 'drawDeck';
    const inHand = toHand(player, target)(game);
    return pipe(
      destinationOf(target, destination, source, inHand),
      E.flatMap((d) => report(target, d)(inHand)),
      // the game event of a card entering play (README "No silent blank cards": a blank card is logged)
      E.map(recordEvents({ type: 'card.enteredPlay', card: target })),
      E.map((g) => (fromDeck ? reshuffleDrawDeck(player)(g) : g)),
      E.map((g) => (blueprintOf(target)(g).type === 'Personnel' ? spendPersonnelDownload(player)(g) : g)),
      E.flatMap((g) =>
        source.specialDownload === undefined ? E.right(g) : useOncePerGame(player, source.specialDownload)(g),
      ),
    );
  };
