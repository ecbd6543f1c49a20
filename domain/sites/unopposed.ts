// Rulings "unopposed" (2000-06-26, L438): "A site is unopposed if your opponent has no docked ships or personnel at that
// site. Cards that are cloaked, phased, disabled or in stasis do not oppose." The one reading of a site's "unopposed
// here" ("any player who has Morn unopposed here", "a Computer Skill personnel present at this site unopposed"): a
// player's personnel at a site is unopposed when the site is unopposed for that player.

import type { Blueprint } from '../../cards/blueprint';
import { canAct, isCloaked } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { memoize } from '../core/memo';
import { personnelAtSite, shipsDockedAtSite } from './places';
import { sentencesOf } from './reporting';
import { sitesInPlay } from './station-sites';
import { isSiteSuspended } from './suspension';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "opposing": controlled by your opponent and not cloaked, phased, disabled or in stasis
/**
 * Whether a site is unopposed for `player`: no personnel or docked ship of their opponent able to oppose is at it.
 * @category predicates
 */
export const isSiteUnopposedFor =
  (player: PlayerId, site: CardId) =>
  (game: GameState): boolean => {
    const opponent = opponentOf(player)(game);
    const opposes = (id: CardId): boolean =>
      getCard(id)(game).controller === opponent && canAct(id)(game) && !isCloaked(id)(game);
    return !personnelAtSite(site)(game).some(opposes) && !shipsDockedAtSite(site)(game).some(opposes);
  };

/**
 * The personnel of `player` at a site, able to act, when the site is unopposed for them (none when it is opposed).
 * @category predicates
 */
export const unopposedPersonnelAt =
  (player: PlayerId, site: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    isSiteUnopposedFor(player, site)(game)
      ? personnelAtSite(site)(game).filter(
          (id) => getCard(id)(game).controller === player && canAct(id)(game),
        )
      : [];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Sites": a suspended site's text does nothing
/**
 * The sites in play, not suspended, with a sentence matching `sentence` ("Any player who has Morn unopposed here …")
 * where `player` has an unopposed personnel that `fits` what it names (the sentence's match).
 * @category operations
 */
export const sitesGranting = (
  sentence: RegExp,
  fits: (personnel: CardId, named: RegExpExecArray, game: GameState) => boolean,
) => {
  // the sentence's match in a card's text, once per blueprint
  const matchOf = memoize((card: Blueprint): RegExpExecArray | null =>
    card.type !== 'Site'
      ? null
      : (sentencesOf(card.text)
          .map((s) => sentence.exec(s))
          .find((m) => m !== null) ?? null),
  );
  return (player: PlayerId) =>
    (game: GameState): ReadonlyArray<CardId> =>
      sitesInPlay(game).filter((site) => {
        const named = matchOf(blueprintOf(site)(game));
        return (
          named !== null &&
          !isSiteSuspended(site)(game) &&
          unopposedPersonnelAt(player, site)(game).some((id) => fits(id, named, game))
        );
      });
};
