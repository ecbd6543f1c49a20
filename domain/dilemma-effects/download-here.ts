// Rulebook "Downloading" (the general verb `download` of a dilemma, to the place it is met): "Opponent may download to
// this planet up to three different [Univ] Ferengi and/or one {Ferengi Whip}" (Ferengi Ambush; Klingon Troop
// Deployment). The encountering player's opponent downloads cards the text describes to the planet surface, by the
// rules of domain/downloads/download-to-planet.ts (found where they search, played at once there). Without
// "different", two copies (or versions) of one unique card may not be chosen together: both could not enter play.
// "To one site or planet here" (Sleeper Trap, `siteOrPlanetHere`): the planet the same way; where a Nor's site is at
// the location the opponent could name it, which is not implemented: the dilemma is refused (`unresolvable`).
import * as O from 'fp-ts/Option';
import type { Effect } from '../../cards/language/dilemma-language';
import {
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { stationOfSite } from '../core/zone-site';
import { isDownloadableToPlanet, playOnPlanet } from '../downloads/download-to-planet';
import { searchable } from '../downloads/special-downloads';
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
// operations
// -------------------------------------------------------------------------------------

/**
 * The cards `player` may download now that match the text: from hand, then draw deck, then open side decks.
 * @category operations
 */
export const downloadOptions =
  (effect: DownloadHere, player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    searchable(player, game).filter(
      (id) => matches(effect.targets, id)(game) && isDownloadableToPlanet(player, id)(game),
    );

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
