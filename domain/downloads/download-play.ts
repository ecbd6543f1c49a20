// Rulebook "Downloading": "search through your hand, your draw deck, and/or your open side decks for the target card.
// Once found, you must immediately play it. (If you cannot, the download is invalid …) You must follow all the normal
// rules for playing a card … Then reshuffle any face-down decks you looked through." An event, interrupt, incident,
// objective or doorway downloaded is played by its declared text (the card play port, card-play/card-play-port.ts): where it
// plays, what it targets and chooses, uniqueness; a download is no card play, so it uses neither the normal card play
// nor the turn's timing (Rulebook "Special Download": it suspends play). An [HA] card is played face up (activated at
// once) only when a [DL] icon downloads it (Rulings "downloading"); downloading it face down is not implemented. The
// play is resolved at once: no response window opens on a downloaded card (domain/responses opens them on card plays
// from hand only).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import { cardText } from '../card-play/card-play-port';
import type { PlayText } from '../card-play/play-text';
import { cardsInPlay } from '../cards-in-play/persona';
import { recordEvents } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  locationOf,
  type PlayerId,
} from '../core/game-state';
import { textPlayKind } from '../core/play-kind';
import { type RuleError, ruleError } from '../core/rule-error';
import { useOncePerGame } from '../core/turn-count';
import {
  checkFound,
  type DownloadDestination,
  type DownloadSource,
  destinationsAmong,
  reshuffleDrawDeck,
  toHand,
} from './downloads';

const SPECIAL = 'Special Download';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Special Download": "If the target card is location-based, it must be downloaded to the location of the
// [DL] icon": a card played on (or targeting) a card at a location is location-based
const checkLocationBased = (
  play: PlayText,
  source: DownloadSource,
  game: GameState,
): E.Either<RuleError, void> => {
  const target = play.target;
  if (source.location === undefined || target === undefined || !('card' in target)) return E.right(undefined);
  const at = locationOf(target.card)(game);
  return O.isSome(at) && at.value !== source.location
    ? E.left(
        ruleError(SPECIAL, 'A location-based target must be downloaded to the location of the [DL] icon.'),
      )
    : E.right(undefined);
};

// Rulings "downloading": "If the downloaded card has a Hidden Agenda icon, you may not activate it (unless it is a
// valid response, or was downloaded by a special download icon)"; played face up, it is activated at once
const checkActivation = (
  play: PlayText,
  source: DownloadSource,
  game: GameState,
): E.Either<RuleError, void> => {
  const blueprint = blueprintOf(play.card)(game);
  return blueprint.icons.includes('HA') && source.specialDownload === undefined
    ? E.left(
        ruleError(
          'Current Rulings "downloading"',
          `${blueprint.title} has the [HA] icon: downloaded but by a [DL] icon, it may not be activated.`,
        ),
      )
    : E.right(undefined);
};

// Rulebook "Downloading": find the target, then play it by the normal rules; if it cannot be played, it is invalid
/**
 * Right when `play.player` may download `play.card` and play it as `play` says now, else the rule it breaks.
 * @category predicates
 */
export const checkDownloadPlay =
  (play: PlayText, source: DownloadSource = {}) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      checkFound(play.player, play.card, source)(game),
      E.flatMap(() => checkActivation(play, source, game)),
      E.map(() => toHand(play.player, play.card)(game)),
      E.flatMap((inHand) =>
        pipe(
          cardText().checkText(play)(inHand),
          E.flatMap(() => checkLocationBased(play, source, inHand)),
        ),
      ),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every way `player` might play the found `target` by its text once downloaded, a superset `checkDownloadPlay` filters.
 * @category operations
 */
export const downloadPlayCandidates =
  (play: Pick<PlayText, 'player' | 'card'>) =>
  (game: GameState): ReadonlyArray<PlayText> =>
    E.isLeft(textPlayKind(blueprintOf(play.card)(game)))
      ? []
      : cardText().textCandidates(play.player, play.card)(toHand(play.player, play.card)(game));

/** How a found target is played at once: by its declared text, or reported for duty to a facility. */
export type PlayedUse = { readonly play: PlayText } | DownloadDestination;

// Rulebook "Downloading": "Once found, you must immediately play it … following all the normal rules"
/**
 * Each way `player` might play the found `target` at once: by its text, or reporting it to a facility in play in each
 * printed affiliation; a superset the download's check filters.
 * @category operations
 */
export const playedUses = (player: PlayerId, target: CardId, game: GameState): ReadonlyArray<PlayedUse> => {
  const type = blueprintOf(target)(game).type;
  const reports = type === 'Personnel' || type === 'Ship' || type === 'Equipment';
  const facilities = reports
    ? cardsInPlay(game)
        .filter((card) => card.zone.kind === 'atLocation' && blueprintOf(card.id)(game).type === 'Facility')
        .map((card) => card.id)
    : [];
  return [
    ...downloadPlayCandidates({ player, card: target })(game).map((play) => ({ play })),
    ...destinationsAmong(target, facilities)(game),
  ];
};

// Rulebook "Downloading": the target is played at once by its text; the draw deck it came from is reshuffled; a [DL]
// icon is spent for the game. The card is played as any other play (the game event `card.played`)
/**
 * The game after `play.player` downloads `play.card` and plays it as `play` says, or the rule that makes it invalid.
 * @category operations
 */
export const downloadPlay =
  (play: PlayText, source: DownloadSource = {}) =>
  (game: GameState): E.Either<RuleError, GameState> => {
    const checked = checkDownloadPlay(play, source)(game);
    if (E.isLeft(checked)) return checked;
    const fromDeck = getCard(play.card)(game).zone.kind === 'drawDeck';
    const inHand = toHand(play.player, play.card)(game);
    const announced = recordEvents({ type: 'card.played', card: play.card, player: play.player })(inHand);
    const played = cardText().playText(play)(announced);
    const shuffled = fromDeck ? reshuffleDrawDeck(play.player)(played) : played;
    return source.specialDownload === undefined
      ? E.right(shuffled)
      : useOncePerGame(play.player, source.specialDownload)(shuffled);
  };
