// Rulebook "Downloading" (L466-478) to a planet surface, by a card's own special reporting: the dilemmas' "Opponent may
// download to this planet …" (domain/dilemma-effects/download-here.ts) and a mission's "When you solve, may download
// {X} here" (domain/card-effects/download-here.ts). The downloader searches their hand, draw deck and open side decks
// (`Downloads.isFindable`) and plays each card at once on the planet surface (no facility needed, native quadrants
// ignored, Rulebook L361), following the normal rules of playing it: uniqueness and personas, no artifact or [Q] card,
// downloads not prevented (Computer Crash) and the personnel download limit (one download action this turn, which may
// bring several personnel: L474-478). The draw deck is reshuffled when searched. Reading: a card with several printed
// affiliations is not offered (the text does not say in which it reports).
import * as E from 'fp-ts/Either';
import { enterAt } from '../card-play/reporting';
import { canEnterPlay } from '../cards-in-play/persona';
import { recordEvents } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  type PlayerId,
} from '../core/game-state';
import { checkFound, checkPersonnelLimit, reshuffleDrawDeck, spendPersonnelDownload } from './downloads';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Downloading": found where the player searches, and playable there by the normal rules
/**
 * Whether `player` may download the card to a planet now: found where they search, within the personnel download
 * limit, able to enter play, of at most one printed affiliation.
 * @category predicates
 */
export const isDownloadableToPlanet =
  (player: PlayerId, id: CardId) =>
  (game: GameState): boolean => {
    const printed = blueprintOf(id)(game);
    const affiliations = 'affiliations' in printed ? printed.affiliations : [];
    return (
      affiliations.length <= 1 &&
      E.isRight(checkFound(player, id)(game)) &&
      E.isRight(checkPersonnelLimit(player, id)(game)) &&
      E.isRight(canEnterPlay(printed.id, getCard(id)(game).owner)(game))
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Reporting for Duty" by the card's special reporting: each enters play on the planet surface, its owner's,
// in its printed affiliation; a personnel spends the turn's personnel download
/**
 * The game after `player` downloads the cards to the planet surface at `location`: each entered play there, the
 * personnel download spent if one is a personnel, the draw deck reshuffled if searched.
 * @category operations
 */
export const playOnPlanet = (
  cards: ReadonlyArray<CardId>,
  player: PlayerId,
  location: LocationId,
  game: GameState,
): GameState => {
  if (cards.length === 0) return game;
  const zone = { kind: 'planetSurface' as const, location };
  const searchedDeck = cards.some((id) => getCard(id)(game).zone.kind === 'drawDeck');
  const played = cards.reduce((g, id) => {
    const printed = blueprintOf(id)(g);
    const affiliation = 'affiliations' in printed ? (printed.affiliations[0] ?? null) : null;
    // the planet is the place it reports to: the mission card stands for it (no facility)
    const entered = enterAt(id, { facility: location, zone, affiliation })(g);
    return recordEvents({ type: 'card.enteredPlay', card: id })(entered);
  }, game);
  const personnel = cards.some((id) => blueprintOf(id)(game).type === 'Personnel');
  const limited = personnel ? spendPersonnelDownload(player)(played) : played;
  return searchedDeck ? reshuffleDrawDeck(player)(limited) : limited;
};
