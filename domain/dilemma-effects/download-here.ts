// Rulebook "Downloading" (the general verb `download` of a dilemma, to the place it is met): "Opponent may download to
// this planet up to three different [Univ] Ferengi and/or one {Ferengi Whip}" (Ferengi Ambush; Klingon Troop
// Deployment). The encountering player's opponent searches their hand, draw deck and open side decks for cards the
// text describes and plays them at once on the planet surface (the card's own special reporting: no facility needed,
// native quadrants ignored, Rulebook L361), following the normal rules of playing them: uniqueness and personas, no
// artifact or [Q] card, downloads not prevented (Computer Crash) and the personnel download limit (one download action
// this turn, which may bring several personnel: Rulebook L474-478). The draw deck is reshuffled when searched. Reading:
// a card with several printed affiliations is not offered (the text does not say in which it reports). Without
// "different", two copies (or versions) of one unique card may not be chosen together: both could not enter play.
// "To one site or planet here" (Sleeper Trap, `siteOrPlanetHere`): the planet the same way; where a Nor's site is at
// the location the opponent could name it, which is not implemented: the dilemma is refused (`unresolvable`).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Effect } from '../../cards/language/dilemma-language';
import { enterAt } from '../card-play/reporting';
import { canEnterPlay } from '../cards-in-play/persona';
import { recordEvents } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { stationOfSite } from '../core/zone-site';
import {
  checkFound,
  checkPersonnelLimit,
  reshuffleDrawDeck,
  spendPersonnelDownload,
} from '../downloads/downloads';
import {
  type Encounter,
  type Interpreter,
  noted,
  proceed,
  type Step,
  selected,
  takeAnswer,
} from '../mission-attempt/encounter-state';
import { sitesInPlay } from '../sites/station-sites';
import { matches } from './filters';

type DownloadHere = Extract<Effect, { type: 'download' }>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Downloading": found where the player searches, and playable there by the normal rules
const downloadable =
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

/**
 * The cards `player` may download now that match the text: from hand, then draw deck, then open side decks.
 * @category operations
 */
export const downloadOptions =
  (effect: DownloadHere, player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const sideDecks = Object.keys(game.zones)
      .filter((key) => key.startsWith(`sideDeck:${player}:`))
      .flatMap((key) => game.zones[key] ?? []);
    const searched = [
      ...cardsIn({ kind: 'hand', player })(game),
      ...cardsIn({ kind: 'drawDeck', player })(game),
      ...sideDecks,
    ];
    return searched.filter((id) => matches(effect.targets, id)(game) && downloadable(player, id)(game));
  };

// Rulebook "Downloading": "search …, play it …. Then reshuffle any face-down decks you looked through"
/**
 * "Opponent may download to this planet up to N …": the opponent chooses none to `upTo` of the cards they may
 * download (all different titles if the text says so); each is played on the planet surface here, named `as`.
 * @category operations
 */
export const downloadHere: Interpreter<DownloadHere> = (effect, encounter, game) => {
  const player = opponentOf(encounter.player)(game);
  const bind = (cards: ReadonlyArray<CardId>, e: typeof encounter, g: GameState): Step => {
    const named = effect.as === undefined ? e : { ...e, selections: { ...e.selections, [effect.as]: cards } };
    return proceed(
      noted(named, cards, `is downloaded to the planet by ${player}`),
      O.isSome(planet) ? playOnPlanet(cards, player, planet.value, g) : g,
    );
  };
  const planet = planetOfDownload(effect, encounter)(game);
  const options =
    O.isSome(planet) || siteHere(effect, encounter.location)(game)
      ? downloadOptions(effect, player)(game)
      : [];
  if (options.length === 0) return bind([], encounter, game);
  if (siteHere(effect, encounter.location)(game)) return refuseSite(encounter, game);
  const next = takeAnswer(encounter);
  if (next === null) {
    const most = Math.min(effect.upTo, options.length);
    const different = effect.different === true ? ('every' as const) : ('unique' as const);
    return {
      kind: 'await',
      choice: { kind: 'cards', player, dilemma: encounter.dilemma, options, count: 0, most, different },
    };
  }
  const [answer, rest] = next;
  if (
    typeof answer === 'string' ||
    answer.length > effect.upTo ||
    !answer.every((id) => options.includes(id))
  )
    throw new Error(`download: the answer ${JSON.stringify(answer)} is not among the options`);
  return bind(answer, rest, game);
};

// "to this planet", "to planet": the planet of the dilemma's location, at a planet mission; "there" (`planetOf`): the
// planet surface the named selection is on
const planetOfDownload =
  (effect: DownloadHere, encounter: Encounter) =>
  (game: GameState): O.Option<LocationId> => {
    const to = effect.to;
    if (typeof to === 'string') return encounter.mission === 'planet' ? O.some(encounter.location) : O.none;
    if (!('planetOf' in to)) return O.none;
    return O.fromNullable(
      selected(encounter, to.planetOf)
        .map((id) => getCard(id)(game).zone)
        .flatMap((zone) => (zone.kind === 'planetSurface' ? [zone.location] : []))[0],
    );
  };

// Rulebook "Sites" (2.11): "to one site or planet here" may name a site of a Nor at the location
const siteHere =
  (effect: DownloadHere, location: CardId) =>
  (game: GameState): boolean =>
    effect.to === 'siteOrPlanetHere' &&
    sitesInPlay(game).some((site) =>
      O.exists((station: CardId) => O.exists((at) => at === location)(locationOf(station)(game)))(
        stationOfSite(site)(game),
      ),
    );

// a download the opponent could make to a site: not implemented, so the dilemma is refused, never approximated
const refuseSite = (encounter: Encounter, game: GameState): Step =>
  proceed(
    {
      ...noted(
        encounter,
        [encounter.dilemma],
        'cannot be resolved: a download to a site here is not implemented',
      ),
      halted: 'unresolvable',
    },
    game,
  );

// Rulebook "Reporting for Duty" by the card's special reporting: each enters play on the planet surface, its owner's,
// in its printed affiliation; a personnel spends the turn's personnel download
const playOnPlanet = (
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
