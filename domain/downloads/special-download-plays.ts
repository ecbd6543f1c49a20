// Rulebook "Special Download": a [DL] icon of a personnel or ship in play (`DL/ {Title}`) whose target is an event,
// interrupt, incident, objective or doorway downloads it and plays it at once by its declared text
// (domain/downloads/download-play.ts), once per game per icon per card title; a target played on a card at a location must be at
// the [DL] card's location.
// Offered, like the downloads of cards that report (domain/downloads/special-downloads.ts), in its controller's turn decision.
import * as E from 'fp-ts/Either';
import type { PlayText } from '../card-play/play-text';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkDownloadPlay, downloadPlay, downloadPlayCandidates } from './download-play';
import type { DownloadSource } from './downloads';
import { downloadTargets, iconSource, unspentUses } from './special-downloads';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use the [DL] icon of `source` to download `target` and play it by its text as `play` says. */
export interface SpecialDownloadPlay {
  readonly type: 'card.download';
  readonly player: PlayerId;
  readonly source: CardId;
  readonly target: CardId;
  readonly play: PlayText;
}

const RULE = 'Special Download';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The download's [DL] icon and the location of its card, or the rule the source breaks. */
const sourceOf = (command: SpecialDownloadPlay, game: GameState): E.Either<RuleError, DownloadSource> =>
  command.play.card !== command.target || command.play.player !== command.player
    ? E.left(ruleError(RULE, 'The card played must be the target downloaded, by its downloader.'))
    : iconSource(command)(game);

// Rulebook "Special Download": the [DL] card in play and usable by you downloads its target, played at once
/**
 * Right when the special download and the play of its target are legal now, else the rule they break.
 * @category predicates
 */
export const checkSpecialDownloadPlay =
  (command: SpecialDownloadPlay) =>
  (game: GameState): E.Either<RuleError, void> => {
    const source = sourceOf(command, game);
    return E.isLeft(source) ? source : checkDownloadPlay(command.play, source.right)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal special download played by its text (the icon spent for the game).
 * @category operations
 */
export const applySpecialDownloadPlay =
  (command: SpecialDownloadPlay) =>
  (game: GameState): GameState => {
    const result = E.flatMap((source: DownloadSource) => downloadPlay(command.play, source)(game))(
      sourceOf(command, game),
    );
    if (E.isLeft(result)) throw new Error(`card.download: ${result.left.rule}: ${result.left.message}`);
    return result.right;
  };

/**
 * Every legal special download of `player` played by its text now, exactly: each usable [DL] card's unspent target
 * found, in each way its text plays, that `checkSpecialDownloadPlay` accepts.
 * @category operations
 */
export const specialDownloadPlayCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SpecialDownloadPlay> =>
    unspentUses(
      player,
      downloadTargets,
    )(game).flatMap(({ source, target }) =>
      downloadPlayCandidates({ player, card: target })(game)
        .map((play): SpecialDownloadPlay => ({ type: 'card.download', player, source, target, play }))
        .filter((command) => E.isRight(checkSpecialDownloadPlay(command)(game))),
    );
