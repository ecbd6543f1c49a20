// Rulebook "Special Download": a personnel or ship in play whose text has a [DL] icon (`DL/ {Title}`, or `DL/ {Title}
// OR {Title}`: one icon, either card) downloads that card, once per game per icon per card title, to the [DL] card's
// location when the target is location-based (every target that reports for duty is; events and the like played by
// their text: domain/downloads/special-download-plays.ts). The engine offers it in its controller's turn decision (`turn.act`)
// at any point of the turn, orders begun or not; not on the opponent's turn nor in seed phases.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint, BlueprintId } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import { cardsInPlayWith, type PrintedFeature } from '../cards-in-play/in-play-by-type';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../core/game-state';
import { memoize } from '../core/memo';
import { isAllowed } from '../core/permissions';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedOncePerGame } from '../core/turn-count';
import { cardsInZone } from '../core/zone-index';
import { checkDownload, type DownloadSource, destinationsAmong, download } from './downloads';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use the [DL] icon of `source` to download `target`, reporting it to `facility` in `affiliation`. */
export interface SpecialDownload {
  readonly type: 'card.download';
  readonly player: PlayerId;
  readonly source: CardId;
  readonly target: CardId;
  readonly facility: CardId;
  readonly affiliation: Affiliation | null;
}

const RULE = 'Special Download';
/**
 * A [DL] special skill: one title, or several ("DL/ {Dabo} OR {Kukalaka}": one icon, either title), and the condition
 * printed after it, if any ("DL/ {Starfleet Type II Phaser} (if at [CAR])").
 */
const ICON = /^DL\/ (\{[^}]+\}(?: OR \{[^}]+\})*)(?: \((if [^)]+)\))?\.?$/;
/** A ship's [DL] icons, among its special equipment: each followed by another or by the end of its text. */
const SHIP_ICONS = /DL\/ (\{[^}]+\}(?: OR \{[^}]+\})*)(?=\s*(?:DL\/|$))/g;
const parsed = new Map<BlueprintId, ReadonlyArray<DownloadIcon>>();

/**
 * One [DL] icon: the titles it may download, its name for "once per game" (the titles joined by " OR "), and the
 * condition printed after it ("if at [CAR]"), if any.
 */
interface DownloadIcon {
  readonly name: string;
  readonly titles: ReadonlyArray<string>;
  readonly condition?: string;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** The icon `{A}` or `{A} OR {B}` names, when each title is a card the database holds. */
const iconOf = (braced: string): DownloadIcon | undefined => {
  const titles = [...braced.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  return titles.every((title) => loadCardDatabase().byTitle(title).length > 0)
    ? { name: titles.join(' OR '), titles }
    : undefined;
};

/** A card's [DL] icons read here (parsed once per blueprint). */
const iconsOf = (card: Blueprint): ReadonlyArray<DownloadIcon> => {
  const known = parsed.get(card.id);
  if (known !== undefined) return known;
  const skills = card.type === 'Personnel' ? card.specialSkills : [];
  const read =
    card.type === 'Ship'
      ? [...card.text.matchAll(SHIP_ICONS)].map((m) => [m[1], undefined] as const)
      : skills.map((skill) => {
          const m = ICON.exec(skill);
          return [m?.[1], m?.[2]] as const;
        });
  const icons = read.flatMap(([braced, condition]) => {
    const icon = braced === undefined ? undefined : iconOf(braced);
    if (icon === undefined) return [];
    return [condition === undefined ? icon : { ...icon, condition }];
  });
  parsed.set(card.id, icons);
  return icons;
};

/**
 * The card titles a personnel's `DL/ {Title}` or `DL/ {Title} OR {Title}` special skills (with a condition after it or
 * not, "(if at [CAR])"), or a ship's such [DL] icons, download; `DL/ {Title} (to hand)` is read by
 * domain/downloads/special-download-to-hand.ts; other [DL] forms (`DL/ {Any [Rule] card}`, `DL/ Two …`) are not read.
 * @category constructors
 */
export const downloadTargets: (card: Blueprint) => ReadonlyArray<string> = memoize((card) => [
  ...new Set(iconsOf(card).flatMap((icon) => icon.titles)),
]);

/**
 * A ship's text without the [DL] icons `downloadTargets` reads (those naming cards the database holds).
 * @category constructors
 */
export const withoutPlainDownloads = (text: string): string =>
  text.replace(SHIP_ICONS, (icon, braced: string) => (iconOf(braced) === undefined ? icon : ''));

/**
 * Whether a special skill is a `DL/ {Title}` (or `DL/ {Title} OR {Title}`) naming cards the database holds.
 * @category constructors
 */
export const isPlainDownload = (skill: string): boolean => {
  const icon = ICON.exec(skill);
  const braced = icon?.[1];
  return braced !== undefined && icon?.[2] === undefined && iconOf(braced) !== undefined;
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Special Download": "Each [DL] icon on a particular card grants a Special Download only once per game"
/**
 * The "once per game" keys of the [DL] icons of a card title that name a target title: one per icon (`DL/ {A} OR {B}`
 * is one icon for both), or the title's own when no icon read here names it (a `(to hand)` icon).
 * @category predicates
 */
export const keysOf = (source: Blueprint, title: string): ReadonlyArray<string> => {
  const names = iconsOf(source)
    .filter((icon) => icon.titles.includes(title))
    .map((icon) => icon.name);
  return (names.length > 0 ? names : [title]).map((name) => `DL:${source.title}:${name}`);
};

/** The key of the first icon of `source` naming `title` that `player` has not spent, else of the first one. */
const keyToSpend = (player: PlayerId, source: Blueprint, title: string, game: GameState): string => {
  const keys = keysOf(source, title);
  return keys.find((key) => !usedOncePerGame(player, key)(game)) ?? (keys[0] as string);
};

/** Where a [DL] personnel or ship in play is. */
const sourceZones: ReadonlySet<string> = new Set([
  'aboard',
  'planetSurface',
  'atLocation',
  'docked',
  'carried',
]);

// Rulebook "Carried ships", "Here": a ship docked at a facility, or carried aboard a ship, is at its host's location,
// and so is a card aboard it (`locationOf`)
/**
 * The location of a personnel or ship `player` controls in play and may use (not disabled, in stasis or deactivated):
 * on a planet or at a location, docked, carried, or aboard a ship or facility there.
 * @category predicates
 */
export const usableAt = (card: CardInstance, player: PlayerId, game: GameState): O.Option<LocationId> =>
  card.controller !== player ||
  card.disabled ||
  card.stasis ||
  card.deactivated ||
  !sourceZones.has(card.zone.kind)
    ? O.none
    : locationOf(card.id)(game);

/** A download by a [DL] icon: who uses it, the card that has it, and the card it downloads. */
export interface IconUse {
  readonly player: PlayerId;
  readonly source: CardId;
  readonly target: CardId;
}

// Rulebook "Special Download": the [DL] card is in play, usable by you, and has an icon for the target's title
/**
 * The [DL] icon `use` spends (its "once per game" key) and the location of its card, when `source` is a card of
 * `player`'s in play, usable, whose icons read by `titlesOf` name the target; else the rule it breaks (`noIcon` for
 * a card without such an icon).
 * @category predicates
 */
export const iconSource =
  (
    use: IconUse,
    titlesOf: (card: Blueprint) => ReadonlyArray<string> = downloadTargets,
    noIcon: (source: string, target: string) => RuleError = (source, target) =>
      ruleError(RULE, `${source} has no [DL] icon for ${target}.`),
  ) =>
  (game: GameState): E.Either<RuleError, Required<DownloadSource>> => {
    const source = game.cards[use.source];
    if (source === undefined || game.cards[use.target] === undefined)
      return E.left(ruleError(RULE, 'The [DL] card and its target must be cards of the game.'));
    const location = usableAt(source, use.player, game);
    if (O.isNone(location))
      return E.left(
        ruleError(RULE, `${use.source} is not a personnel or ship in play usable by ${use.player}.`),
      );
    const blueprint = blueprintOf(use.source)(game);
    const title = blueprintOf(use.target)(game).title;
    if (!titlesOf(blueprint).includes(title)) return E.left(noIcon(blueprint.title, title));
    const unmet = unmetCondition(use, blueprint, title, location.value, game);
    return unmet === undefined
      ? E.right({ specialDownload: keyToSpend(use.player, blueprint, title, game), location: location.value })
      : E.left(ruleError(RULE, `${blueprint.title}'s [DL] icon for ${title} is usable only ${unmet}.`));
  };

// Rulebook "Using Skills" L1002: an icon printed with a condition ("(if at [CAR])") is usable while the card's text
// allows it (its declaration: `allow('download', { cards: 'self', whileItIs })`, asked as the query point
// `download.allowed`); an icon without one, or a title no icon read here names, always is
const unmetCondition = (
  use: IconUse,
  source: Blueprint,
  title: string,
  location: LocationId,
  game: GameState,
): string | undefined => {
  const icons = iconsOf(source).filter((icon) => icon.titles.includes(title));
  if (icons.length === 0 || icons.some((icon) => icon.condition === undefined)) return undefined;
  return isAllowed('download', { player: use.player, card: use.source, location })(game)
    ? undefined
    : icons[0]?.condition;
};

// Rulebook "Special Download": the [DL] card in play and usable by you downloads the card its icon names
/**
 * Right when the special download is legal now, else the rule it breaks.
 * @category predicates
 */
export const checkSpecialDownload =
  (command: SpecialDownload) =>
  (game: GameState): E.Either<RuleError, void> => {
    const destination = { facility: command.facility, affiliation: command.affiliation };
    return E.flatMap((from: DownloadSource) =>
      checkDownload(command.player, command.target, destination, from)(game),
    )(iconSource(command)(game));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal special download (the target downloaded, the icon spent for the game).
 * @category operations
 */
export const applySpecialDownload =
  (command: SpecialDownload) =>
  (game: GameState): GameState => {
    const result = E.flatMap((from: DownloadSource) =>
      download(command.player, command.target, command, from)(game),
    )(iconSource(command)(game));
    if (E.isLeft(result)) throw new Error(`card.download: ${result.left.rule}: ${result.left.message}`);
    return result.right;
  };

/**
 * `player`'s cards a download searches: hand, draw deck, side decks.
 * @category operations
 */
export const searchable = (player: PlayerId, game: GameState): ReadonlyArray<CardId> => [
  ...cardsInZone({ kind: 'hand', player })(game),
  ...cardsInZone({ kind: 'drawDeck', player })(game),
  ...Object.keys(game.zones)
    .filter((key) => key.startsWith(`sideDeck:${player}:`))
    .flatMap((key) => game.zones[key] ?? []),
];

/**
 * Each use `player` may make now of an unspent [DL] icon (read by `titlesOf`) of a usable card of theirs in play: the
 * card and each target of that title found where a download searches (legal or not: the caller checks the rest).
 * @category operations
 */
export const unspentUses =
  (player: PlayerId, titlesOf: (card: Blueprint) => ReadonlyArray<string>) =>
  (game: GameState): ReadonlyArray<IconUse> => {
    const uses: IconUse[] = [];
    let found: ReadonlyArray<CardId> | undefined;
    // the cards in play printed with such targets at all, once per `cards` record (issue #17)
    for (const card of cardsInPlayWith(namesTargetsBy(titlesOf))(game.cards)) {
      if (card.controller !== player || !sourceZones.has(card.zone.kind)) continue;
      const blueprint = loadCardDatabase().blueprint(card.blueprint);
      const titles = titlesOf(blueprint).filter((title) =>
        keysOf(blueprint, title).some((key) => !usedOncePerGame(player, key)(game)),
      );
      if (titles.length === 0 || O.isNone(usableAt(card, player, game))) continue;
      found ??= searchable(player, game);
      for (const target of found)
        if (titles.includes(blueprintOf(target)(game).title)) uses.push({ player, source: card.id, target });
    }
    return uses;
  };

// one printed feature per kind of target (`cardsInPlayWith` keeps a memo per feature)
const targetFeatures = new Map<(card: Blueprint) => ReadonlyArray<string>, PrintedFeature>();
const namesTargetsBy = (titlesOf: (card: Blueprint) => ReadonlyArray<string>): PrintedFeature => {
  let feature = targetFeatures.get(titlesOf);
  if (feature === undefined) {
    feature = (blueprint) => titlesOf(blueprint).length > 0;
    targetFeatures.set(titlesOf, feature);
  }
  return feature;
};

/**
 * Every legal special download of `player` now, exactly: each [DL] personnel's unspent target instance found, to each
 * facility at its location in each printed affiliation, that `checkSpecialDownload` accepts.
 * @category operations
 */
export const specialDownloadCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SpecialDownload> =>
    unspentUses(
      player,
      downloadTargets,
    )(game).flatMap(({ source, target }) => {
      const location = usableAt(getCard(source)(game), player, game);
      const facilities = O.isNone(location)
        ? []
        : cardsInZone({ kind: 'atLocation', location: location.value })(game).filter(
            (id) => blueprintOf(id)(game).type === 'Facility',
          );
      return destinationsAmong(
        target,
        facilities,
      )(game)
        .map(
          (destination): SpecialDownload => ({
            type: 'card.download',
            player,
            source,
            target,
            ...destination,
          }),
        )
        .filter((command) => E.isRight(checkSpecialDownload(command)(game)));
    });
