// Computer Crash: "No player may play a {Q's Tent} doorway, download any card or play any card that requires
// downloading.": while a card in play says so, every download is refused (Rulebook "Downloading"), [DL] special
// downloads included. The engine has no Q's Tent and no declared card whose play requires a download, so those parts
// have nothing to forbid. `Downloads.checkDownload` asks this module.
import * as E from 'fp-ts/Either';
import type { GameState } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Computer Crash: "No player may … download any card"
/**
 * Right unless a card in play forbids every download, else the card that does.
 * @category predicates
 */
export const checkDownloadsAllowed = (game: GameState): E.Either<RuleError, void> => {
  const [ban] = rulesInPlay('noDownloads')(game);
  return ban === undefined
    ? E.right(undefined)
    : E.left(ruleError('Downloading', `${ban.source.title} is in play: no player may download any card.`));
};
