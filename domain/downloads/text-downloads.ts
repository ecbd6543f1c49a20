// Rulebook "Downloading": "When a card instructs you to download a card, search through your hand, your draw deck,
// and/or your open side decks for the target card. Once found, you must immediately play it." A declared card in play
// with the verb `download` (a personnel's "Once per game, may download {Reflection Therapy}"; asked through the query
// point `downloads.granted`, domain/downloads/granted-downloads.ts) lets its controller, on
// their own turn, download a card its filter describes and play it at once: an event, interrupt, incident, objective
// or doorway by its declared text (domain/downloads/download-play.ts), a personnel, ship or equipment reporting for duty
// (`Downloads.download`, the personnel download limit included). No [DL] icon: the download does not suspend play, so
// it is offered in its controller's turn decision only, before or after orders begin, using neither the card play nor
// orders, but for a text "in place of your normal card play" (Rulebook "Play a Card": before orders, spending it).
// Rulebook "Once per game": a limited text is used as often as it says per card title, whatever the copies.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import { hasNormalCardPlay, useNormalCardPlay } from '../card-play/card-play-timing';
import { printedTitle } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedOncePerGame, useOncePerGame } from '../core/turn-count';
import { checkDownloadPlay, downloadPlay, type PlayedUse, playedUses } from './download-play';
import { checkDownload, checkFound, download } from './downloads';
import { type DownloadGrant as Grant, grantedDownloads } from './granted-downloads';
import { searchable, usableAt } from './special-downloads';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use the text of `source` to download `target` and play it at once (`inPlaceOf` when its text says so). */
export type TextDownload = {
  readonly type: 'card.download';
  readonly player: PlayerId;
  readonly source: CardId;
  readonly target: CardId;
  readonly by: 'text';
  readonly inPlaceOf?: 'normalCardPlay';
} & PlayedUse;

const RULE = 'Downloading';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a `card.download` command is a download by card text.
 * @category predicates
 */
export const isTextDownload = (command: { readonly type: string }): command is TextDownload =>
  command.type === 'card.download' && 'by' in command && command.by === 'text';

// Rulebook "Once per game": "you may use the card's effect only as often as the card allows", per card title
/** The key of the next use the text allows `player`, none when spent; a text without a limit has one always. */
const nextUse = (grant: Grant, player: PlayerId, game: GameState): O.Option<string> => {
  const times = grant.perGame;
  if (times === undefined) return O.some('');
  const key = `download:${printedTitle(grant.title)}`;
  const keys = times === 1 ? [key] : Array.from({ length: times }, (_, i) => `${key}#${i + 1}`);
  return O.fromNullable(keys.find((k) => !usedOncePerGame(player, k)(game)));
};

/** The download texts of `player`'s usable cards in play, on their turn (used up or not). */
const declaredGrants = (player: PlayerId, game: GameState): ReadonlyArray<Grant> =>
  game.turn.active !== player
    ? []
    : ask(
        grantedDownloads,
        player,
      )(game).filter(
        (grant) =>
          grant.inPlaceOf !== 'cardDraw' && O.isSome(usableAt(getCard(grant.source)(game), player, game)),
      );

// Rulebook "Once per game" ("as often as the card allows") and "Play a Card" (a download "in place of your normal card
// play" needs that card play, unspent, before orders)
const checkUsesLeft = (grant: Grant, player: PlayerId, game: GameState): E.Either<RuleError, Grant> => {
  if (O.isNone(nextUse(grant, player, game)))
    return E.left(
      ruleError('Once per game', `${player} has used ${grant.title}'s download as often as it allows.`),
    );
  if (grant.inPlaceOf !== 'normalCardPlay') return E.right(grant);
  return E.as(hasNormalCardPlay(game), grant);
};

/** The download texts `player` may use now: of their usable cards in play, on their turn, with a use left. */
const grants = (player: PlayerId, game: GameState): ReadonlyArray<Grant> =>
  declaredGrants(player, game).filter((grant) => E.isRight(checkUsesLeft(grant, player, game)));

// Rulebook "Downloading": the card whose text allows the download names the target
const checkGrant = (command: TextDownload, game: GameState): E.Either<RuleError, Grant> => {
  if (game.cards[command.target] === undefined || game.cards[command.source] === undefined)
    return E.left(ruleError(RULE, 'The downloading card and its target must be cards of the game.'));
  const grant = declaredGrants(command.player, game).find(({ source }) => source === command.source);
  if (grant === undefined)
    return E.left(
      ruleError(
        RULE,
        `${command.source} is no usable card of ${command.player}'s in play whose text downloads, on their turn.`,
      ),
    );
  if ((command.inPlaceOf === 'normalCardPlay') !== (grant.inPlaceOf === 'normalCardPlay'))
    return E.left(
      ruleError(
        RULE,
        grant.inPlaceOf === 'normalCardPlay'
          ? `${grant.title} downloads in place of the normal card play: say so (\`inPlaceOf: "normalCardPlay"\`).`
          : `${grant.title} does not download in place of the normal card play.`,
      ),
    );
  if (!grant.describes(command.target)(game))
    return E.left(ruleError(RULE, `${grant.title} does not download ${command.target}.`));
  return checkUsesLeft(grant, command.player, game);
};

// Rulebook "Downloading": played at once following all the normal rules; if it cannot be, the download is invalid
const checkUse = (command: TextDownload, game: GameState): E.Either<RuleError, void> => {
  if ('play' in command)
    return command.play.card === command.target && command.play.player === command.player
      ? checkDownloadPlay(command.play)(game)
      : E.left(ruleError(RULE, 'The card played must be the target downloaded, by its downloader.'));
  return checkDownload(command.player, command.target, command)(game);
};

// Rulebook "Downloading": the card allowing it names the target, found where you search, then played at once
/**
 * Right when the download by card text is legal now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: TextDownload) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      checkGrant(command, game),
      E.flatMap(() => checkFound(command.player, command.target)(game)),
      E.flatMap(() => checkUse(command, game)),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every legal download by card text of `player` now, exactly: each usable card of theirs in play whose text grants
 * one with a use left, each target it describes found where a download searches, each way of playing it that
 * `check` accepts.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<TextDownload> => {
    const usable = grants(player, game);
    if (usable.length === 0) return [];
    const found = searchable(player, game);
    return usable.flatMap((grant) =>
      found
        .filter((target) => grant.describes(target)(game))
        .flatMap((target) =>
          playedUses(player, target, game).map(
            (use): TextDownload => ({
              type: 'card.download',
              player,
              source: grant.source,
              target,
              by: 'text',
              ...(grant.inPlaceOf === 'normalCardPlay' ? { inPlaceOf: 'normalCardPlay' } : {}),
              ...use,
            }),
          ),
        )
        .filter((command) => E.isRight(check(command)(game))),
    );
  };

// Rulebook "Once per game": the use is recorded for the card title; "in place of your normal card play" spends it
const spend = (grant: Grant, player: PlayerId, game: GameState): E.Either<RuleError, GameState> => {
  const key = nextUse(grant, player, game);
  const played = grant.inPlaceOf === 'normalCardPlay' ? useNormalCardPlay(game) : game;
  return grant.perGame === undefined || O.isNone(key)
    ? E.right(played)
    : useOncePerGame(player, key.value)(played);
};

/**
 * The game after a legal download by card text: the target played at once, the draw deck reshuffled if it came from
 * there, the text's use (and the normal card play it replaces) spent.
 * @category operations
 */
export const apply =
  (command: TextDownload) =>
  (game: GameState): GameState => {
    const { player, target } = command;
    const grant = checkGrant(command, game);
    if (E.isLeft(grant)) throw new Error(`card.download: ${grant.left.rule}: ${grant.left.message}`);
    const done = pipe(
      spend(grant.right, player, game),
      E.flatMap((spent) =>
        'play' in command ? downloadPlay(command.play)(spent) : download(player, target, command)(spent),
      ),
    );
    if (E.isLeft(done)) throw new Error(`card.download: ${done.left.rule}: ${done.left.message}`);
    const how = 'play' in command ? 'and plays it' : 'and reports it for duty';
    return record(
      `${player} downloads ${named(target)(game)} ${how}: ${named(command.source)(game)}`,
      target,
    )(done.right);
  };
