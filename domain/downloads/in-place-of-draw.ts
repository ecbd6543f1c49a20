// Rulebook "Downloading": "Some downloads (like Blood Oath) work 'in place of one card draw.' When you use such a
// download, you may choose whether to play the target immediately or place it in your hand for later use." (Current
// Rulings "downloading": to hand only then, or when the card says so.) A declared card in play with the verb `download`
// in place of a card draw (able to act, its `when` met; asked through the query point `downloads.granted`,
// domain/downloads/granted-downloads.ts) offers, in place of its controller's end-of-turn card draw
// (domain/turn/end-of-turn-draw.ts), a download of a card its filter describes, found in hand, draw deck or side decks:
// put in hand (declared or not), or played at once by the normal rules: a personnel, ship or equipment reporting for
// duty (`Downloads.download`, the personnel download limit included), an event, interrupt, incident, objective or
// doorway by its declared text (domain/downloads/download-play.ts). No [DL] icon is spent.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import type { PlayText } from '../card-play/play-text';
import { canAct } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, type LocationId, locationOf, type PlayerId } from '../core/game-state';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkDownloadPlay, downloadPlay, playedUses } from './download-play';
import {
  checkDownload,
  checkFound,
  type DownloadDestination,
  type DownloadSource,
  download,
  downloadToHand,
} from './downloads';
import { type DownloadGrant as Grant, grantedDownloads } from './granted-downloads';
import { searchable } from './special-downloads';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** How the target of a download in place of a card draw is used: put in hand, played by its text, or reported. */
export type InPlaceOfDrawUse = { readonly to: 'hand' } | { readonly play: PlayText } | DownloadDestination;

/** In place of the card draw, use the text of `source` to download `target`. */
export type DownloadInPlaceOfDraw = {
  readonly type: 'card.download';
  readonly player: PlayerId;
  readonly source: CardId;
  readonly target: CardId;
  readonly inPlaceOf: 'cardDraw';
} & InPlaceOfDrawUse;

const RULE = 'Downloading';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The download rules `player` may use now: of their declared cards in play, able to act, whose `when` is met. */
const grants = (player: PlayerId, game: GameState): ReadonlyArray<Grant> =>
  ask(
    grantedDownloads,
    player,
  )(game).filter(({ source, inPlaceOf }) => inPlaceOf === 'cardDraw' && canAct(source)(game));

/**
 * Whether `player` has a card in play now that may download in place of a card draw.
 * @category predicates
 */
export const hasGrant =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    grants(player, game).length > 0;

// Rulebook "Downloading": the card allowing the download names the target
const checkGrant = (command: DownloadInPlaceOfDraw, game: GameState): E.Either<RuleError, Grant> => {
  const grant = grants(command.player, game).find(({ source }) => source === command.source);
  if (grant === undefined)
    return E.left(
      ruleError(
        RULE,
        `${command.source} is no card of ${command.player}'s in play downloading in place of a draw.`,
      ),
    );
  return game.cards[command.target] !== undefined && grant.describes(command.target)(game)
    ? E.right(grant)
    : E.left(ruleError(RULE, `${grant.title} does not download ${command.target}.`));
};

// "download {Borg Vinculum} here": played at the location of the card whose text it is, like a location-based target
// of a [DL] icon (Rulebook "Special Download")
const placeOf = (grant: Grant, game: GameState): DownloadSource =>
  grant.here === true
    ? O.match(
        () => ({}),
        (location: LocationId) => ({ location }),
      )(locationOf(grant.source)(game))
    : {};

// Rulebook "Downloading": to hand, or played at once following all the normal rules
const checkUse = (
  command: DownloadInPlaceOfDraw,
  place: DownloadSource,
  game: GameState,
): E.Either<RuleError, void> => {
  if ('to' in command) return E.right(undefined);
  if ('play' in command)
    return command.play.card === command.target && command.play.player === command.player
      ? checkDownloadPlay(command.play, place)(game)
      : E.left(ruleError(RULE, 'The card played must be the target downloaded, by its downloader.'));
  return checkDownload(command.player, command.target, command, place)(game);
};

// Rulebook "Downloading": the card allowing it names the target, found where you search, then put in hand or played
/**
 * Right when the download in place of a card draw is legal now (the draw itself is the caller's), else the rule it
 * breaks.
 * @category predicates
 */
export const check =
  (command: DownloadInPlaceOfDraw) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      checkGrant(command, game),
      E.tap(() => checkFound(command.player, command.target)(game)),
      E.flatMap((grant) => checkUse(command, placeOf(grant, game), game)),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Each way the found `target` may be used: to hand, or played at once (by its text, or reported to a facility). */
const usesOf = (player: PlayerId, target: CardId, game: GameState): ReadonlyArray<InPlaceOfDrawUse> => [
  { to: 'hand' },
  ...playedUses(player, target, game),
];

/**
 * Every legal download of `player` in place of a card draw now, exactly: each card of theirs in play that grants one,
 * each target it names found where a download searches, each way of using it that `check` accepts.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<DownloadInPlaceOfDraw> => {
    const found = searchable(player, game);
    return grants(player, game).flatMap(({ source, describes }) =>
      found
        .filter((target) => describes(target)(game))
        .flatMap((target) =>
          usesOf(player, target, game).map(
            (use): DownloadInPlaceOfDraw => ({
              type: 'card.download',
              player,
              source,
              target,
              inPlaceOf: 'cardDraw',
              ...use,
            }),
          ),
        )
        .filter((command) => E.isRight(check(command)(game))),
    );
  };

/**
 * The game after a legal download in place of a card draw: the target in hand or played, the draw deck reshuffled if
 * it came from there.
 * @category operations
 */
export const apply =
  (command: DownloadInPlaceOfDraw) =>
  (game: GameState): GameState => {
    const { player, target } = command;
    const grant = checkGrant(command, game);
    if (E.isLeft(grant)) throw new Error(`card.download: ${grant.left.rule}: ${grant.left.message}`);
    const place = placeOf(grant.right, game);
    const done =
      'to' in command
        ? E.right(downloadToHand(player, target)(game))
        : 'play' in command
          ? downloadPlay(command.play, place)(game)
          : download(player, target, command, place)(game);
    if (E.isLeft(done)) throw new Error(`card.download: ${done.left.rule}: ${done.left.message}`);
    const how = 'to' in command ? 'to hand' : 'play' in command ? 'and plays it' : 'and reports it for duty';
    return record(
      `${player} downloads ${named(target)(game)} ${how} in place of a card draw: ${named(command.source)(game)}`,
      target,
    )(done.right);
  };
