// Current Rulings "downloading": "you may no longer choose to download a card to your hand unless the card allowing
// the download requires or allows you to put the downloaded card in hand … or works 'in place of one card draw'";
// Rulebook "Downloading": "Some downloads (like Quark's Isolinear Rods) specify your hand as the destination. When
// you use such a download, you must place the target in your hand instead of playing it." A personnel's [DL] icon
// printed `DL/ {Title} (to hand)` (Sybok, Odo (Dogs of War), Prisoner Martia) downloads its target to hand, once per
// game per icon per card title like any [DL] icon (Rulebook "Special Download"); a plain `DL/ {Title}` may not: its
// target is played at once (domain/downloads/special-downloads.ts, domain/downloads/special-download-plays.ts). A card put in hand does
// not enter play, so the personnel download limit ("into play") does not count it and its text need not be declared.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { Blueprint, BlueprintId } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { useOncePerGame } from '../core/turn-count';
import { checkFound, downloadToHand } from './downloads';
import { iconSource, unspentUses } from './special-downloads';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use the [DL] icon of `source` to download `target` to your hand. */
export interface SpecialDownloadToHand {
  readonly type: 'card.download';
  readonly player: PlayerId;
  readonly source: CardId;
  readonly target: CardId;
  readonly to: 'hand';
}

const TO_HAND = 'Current Rulings "downloading"';
const HAND = /^DL\/ \{([^}]+)\} \(to hand\)\.?$/;
const parsed = new Map<BlueprintId, ReadonlyArray<string>>();

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The card titles a personnel's `DL/ {Title} (to hand)` special skills download to hand (parsed once per blueprint).
 * @category constructors
 */
export const handDownloadTargets = (card: Blueprint): ReadonlyArray<string> => {
  const known = parsed.get(card.id);
  if (known !== undefined) return known;
  const skills = card.type === 'Personnel' ? card.specialSkills : [];
  const titles = skills.flatMap((skill) => {
    const title = HAND.exec(skill)?.[1];
    return title !== undefined && loadCardDatabase().byTitle(title).length > 0 ? [title] : [];
  });
  parsed.set(card.id, titles);
  return titles;
};

/**
 * Whether a special skill is a `DL/ {Title} (to hand)` naming a card the database holds.
 * @category constructors
 */
export const isHandDownload = (skill: string): boolean => {
  const title = HAND.exec(skill)?.[1];
  return title !== undefined && loadCardDatabase().byTitle(title).length > 0;
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Current Rulings "downloading": to hand only when the [DL] icon says "(to hand)"; Rulebook "Special Download": the
// [DL] card in play and usable by you, its icon unspent; Rulebook "Downloading": the target found, not an artifact
// or [Q] card, downloads allowed
/**
 * Right when the download to hand is legal now, else the rule it breaks.
 * @category predicates
 */
export const checkDownloadToHand =
  (command: SpecialDownloadToHand) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      iconSource(command, handDownloadTargets, (source, target) =>
        ruleError(
          TO_HAND,
          `${source} has no [DL] icon downloading ${target} to hand: a download is played at once.`,
        ),
      )(game),
      E.flatMap(({ specialDownload }) =>
        checkFound(command.player, command.target, { specialDownload })(game),
      ),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal download to hand: the target in hand, the draw deck reshuffled if it came from there, the
 * [DL] icon spent for the game.
 * @category operations
 */
export const applyDownloadToHand =
  (command: SpecialDownloadToHand) =>
  (game: GameState): GameState => {
    const checked = checkDownloadToHand(command)(game);
    if (E.isLeft(checked)) throw new Error(`card.download: ${checked.left.rule}: ${checked.left.message}`);
    const icon = iconSource(command, handDownloadTargets)(game);
    if (E.isLeft(icon)) throw new Error(`card.download: ${icon.left.rule}: ${icon.left.message}`);
    const result = useOncePerGame(
      command.player,
      icon.right.specialDownload,
    )(downloadToHand(command.player, command.target)(game));
    if (E.isLeft(result)) throw new Error(`card.download: ${result.left.rule}: ${result.left.message}`);
    return result.right;
  };

/**
 * Every legal download to hand of `player` now, exactly: each usable [DL] card's unspent "(to hand)" target found
 * (hand, draw deck, side decks), that `checkDownloadToHand` accepts.
 * @category operations
 */
export const downloadToHandCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SpecialDownloadToHand> =>
    unspentUses(
      player,
      handDownloadTargets,
    )(game)
      .map(
        ({ source, target }): SpecialDownloadToHand => ({
          type: 'card.download',
          player,
          source,
          target,
          to: 'hand',
        }),
      )
      .filter((command) => E.isRight(checkDownloadToHand(command)(game)));
