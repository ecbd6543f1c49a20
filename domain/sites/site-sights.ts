// Sites whose text lets a player look at a hidden card once each turn (Rulebook "Looking at Cards": "when permitted …
// by a card"), a turn action of theirs (`site.use`, not an order): the card seen stays visible to them until the end of
// the turn, as for Scan and the other glances (domain/card-effects/sight.ts).
// - Garak's Tailor Shop: "Once each turn, any player who has a personnel unopposed here who has both Obsidian Order
//   and Treachery may glance at top card of opponent's draw deck."
// - Science Lab: "Once each turn, if station at a [S] mission and player who controls station has a SCIENCE personnel
//   unopposed here, that player may scan bottom seed card under the mission." ("scan" as Scan: "examine the bottom
//   seed card"; "at a [S] mission": a space or dual mission at the station's location.)
// Once each turn per player and title, whatever the copies (Rulings "once each turn").
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { hasSkill } from '../cards-in-play/skills';
import { matches } from '../core/card-filter';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  locationOf,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { memoize } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { addThisTurn, usedThisTurn, useThisTurn } from '../core/this-turn';
import { stationOfSite } from '../core/zone-site';
import { sentencesOf } from './reporting';
import { sitesInPlay } from './station-sites';
import { isSiteSuspended } from './suspension';
import { unopposedPersonnelAt } from './unopposed';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use a site's text that shows the player a hidden card (Garak's Tailor Shop, Science Lab). */
export interface LookBySite {
  readonly type: 'site.use';
  readonly player: PlayerId;
  readonly site: CardId;
}

/** What a site's text lets its user see, and who may use it. */
interface SiteSight {
  readonly sentence: string;
  /** Whether the player may use it at the site (its station, the personnel there). */
  readonly mayUse: (player: PlayerId, site: CardId, station: CardId, game: GameState) => boolean;
  /** The card seen (none: nothing to see). */
  readonly seen: (player: PlayerId, station: CardId, game: GameState) => CardId | undefined;
}

const SIGHTS: ReadonlyArray<SiteSight> = [
  {
    sentence:
      "Once each turn, any player who has a personnel unopposed here who has both Obsidian Order and Treachery may glance at top card of opponent's draw deck.",
    mayUse: (player, site, _station, game) =>
      unopposedPersonnelAt(
        player,
        site,
      )(game).some((id) => hasSkill(id, 'Obsidian Order')(game) && hasSkill(id, 'Treachery')(game)),
    seen: (player, _station, game) =>
      cardsIn({ kind: 'drawDeck', player: opponentOf(player)(game) })(game)[0],
  },
  {
    sentence:
      'Once each turn, if station at a [S] mission and player who controls station has a SCIENCE personnel unopposed here, that player may scan bottom seed card under the mission.',
    mayUse: (player, site, station, game) =>
      getCard(station)(game).controller === player &&
      matches({ kind: 'atMission', icon: 'space' }, station, { player, hasSkill })(game) &&
      unopposedPersonnelAt(player, site)(game).some((id) => hasSkill(id, 'SCIENCE')(game)),
    seen: (_player, station, game) =>
      O.match(
        () => undefined,
        (location: string) => cardsIn({ kind: 'underMission', location })(game).at(-1),
      )(locationOf(station)(game)),
  },
];

const sightOf = memoize((card: Blueprint): SiteSight | null =>
  card.type !== 'Site' ? null : (SIGHTS.find((s) => sentencesOf(card.text).includes(s.sentence)) ?? null),
);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a sentence of a site is one of the texts read here, for `stccg coverage`.
 * @category predicates
 */
export const isSightSentence = (sentence: string): boolean => SIGHTS.some((s) => s.sentence === sentence);

/**
 * Right when the player may use the site's text now (their turn, once each turn, what it asks there), else the rule
 * it breaks.
 * @category predicates
 */
export const check =
  (command: LookBySite) =>
  (game: GameState): E.Either<RuleError, void> => {
    const { player, site } = command;
    const sight = game.cards[site] === undefined ? null : sightOf(blueprintOf(site)(game));
    const station = sight === null ? O.none : stationOfSite(site)(game);
    if (sight === null || O.isNone(station))
      return E.left(ruleError('Sites', `${site} is no site in play whose text shows a card`));
    const title = blueprintOf(site)(game).title;
    if (game.turn.active !== player) return E.left(ruleError(title, `It is not ${player}'s turn.`));
    if (isSiteSuspended(site)(game)) return E.left(ruleError('Sites', `${title} is suspended`));
    if (usedThisTurn(player, title)(game)) return E.left(ruleError(title, 'Once each turn.'));
    if (!sight.mayUse(player, site, station.value, game))
      return E.left(ruleError(title, `${player} may not use ${title}'s text now.`));
    return sight.seen(player, station.value, game) === undefined
      ? E.left(ruleError(title, 'There is no card to look at.'))
      : E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every legal use now: each such site in play the player may use.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<LookBySite> =>
    game.turn.active !== player
      ? []
      : sitesInPlay(game)
          .filter((site) => sightOf(blueprintOf(site)(game)) !== null)
          .map((site): LookBySite => ({ type: 'site.use', player, site }))
          .filter((command) => E.isRight(check(command)(game)));

/**
 * The game after a legal use: the player sees the card until the end of the turn.
 * @category operations
 */
export const apply =
  (command: LookBySite) =>
  (game: GameState): GameState => {
    const { player, site } = command;
    const sight = sightOf(blueprintOf(site)(game));
    const station = stationOfSite(site)(game);
    const seen = sight === null || O.isNone(station) ? undefined : sight.seen(player, station.value, game);
    if (seen === undefined) return game;
    const title = blueprintOf(site)(game).title;
    const looked = addThisTurn({ kind: 'sight', viewer: player, cards: [seen] })(
      useThisTurn(player, title)(game),
    );
    return record(`${player} looks at a hidden card: ${named(site)(game)}`, site)(looked);
  };
