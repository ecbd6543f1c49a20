// Rulebook "Special Download": a personnel or ship in play whose text has a [DL] icon (`DL/ {Title}`) downloads that
// card, once per game per icon per card title, to the [DL] card's location when the target is location-based (every
// target that reports for duty is; events and the like played by their text: domain/special-download-plays.ts). The
// engine offers it in its controller's turn decision (`turn.act`) at any point of the turn, orders begun or not; not
// on the opponent's turn nor in seed phases.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint, BlueprintId } from '../cards/blueprint';
import { loadCardDatabase } from '../cards/database';
import { checkDownload, download } from './downloads';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  type LocationId,
  type PlayerId,
} from './game-state';
import { cardsInPlay } from './persona';
import { type RuleError, ruleError } from './rule-error';
import { usedOncePerGame } from './turn-count';
import { cardsInZone } from './zone-index';

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
const PLAIN = /^DL\/ \{([^}]+)\}\.?$/;
/** A ship's plain [DL] icons, among its special equipment: each followed by another or by the end of its text. */
const SHIP_PLAIN = /DL\/ \{([^}]+)\}(?=\s*(?:DL\/|$))/g;
const parsed = new Map<BlueprintId, ReadonlyArray<string>>();

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The card titles a personnel's plain `DL/ {Title}` special skills, or a ship's plain [DL] icons, download (parsed
 * once per blueprint); other [DL] forms (`DL/ {Any [Rule] card}`, `DL/ Two …`, conditions after the title) are not
 * read.
 * @category constructors
 */
export const downloadTargets = (card: Blueprint): ReadonlyArray<string> => {
  const known = parsed.get(card.id);
  if (known !== undefined) return known;
  const skills = card.type === 'Personnel' ? card.specialSkills : [];
  const named =
    card.type === 'Ship'
      ? [...card.text.matchAll(SHIP_PLAIN)].map((m) => m[1])
      : skills.map((skill) => PLAIN.exec(skill)?.[1]);
  const titles = named.flatMap((title) =>
    title !== undefined && loadCardDatabase().byTitle(title).length > 0 ? [title] : [],
  );
  parsed.set(card.id, titles);
  return titles;
};

/**
 * A ship's text without the plain [DL] icons `downloadTargets` reads (those naming a card the database holds).
 * @category constructors
 */
export const withoutPlainDownloads = (text: string): string =>
  text.replace(SHIP_PLAIN, (icon, title: string) =>
    loadCardDatabase().byTitle(title).length > 0 ? '' : icon,
  );

/**
 * Whether a special skill is a plain `DL/ {Title}` naming a card the database holds.
 * @category constructors
 */
export const isPlainDownload = (skill: string): boolean => {
  const title = PLAIN.exec(skill)?.[1];
  return title !== undefined && loadCardDatabase().byTitle(title).length > 0;
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The "once per game" key of the [DL] icon of a card title for a target title.
 * @category predicates
 */
export const keyOf = (source: Blueprint, title: string): string => `DL:${source.title}:${title}`;

/**
 * The location of a personnel or ship `player` controls in play and may use (not disabled, in stasis or deactivated).
 * @category predicates
 */
export const usableAt = (card: CardInstance, player: PlayerId, game: GameState): O.Option<LocationId> => {
  if (card.controller !== player || card.disabled || card.stasis || card.deactivated) return O.none;
  const zone = card.zone;
  if (zone.kind === 'planetSurface' || zone.kind === 'atLocation') return O.some(zone.location);
  if (zone.kind === 'docked') {
    const facility = game.cards[zone.facility]?.zone;
    return facility?.kind === 'atLocation' ? O.some(facility.location) : O.none;
  }
  if (zone.kind !== 'aboard') return O.none;
  const carrier = game.cards[zone.carrier]?.zone;
  if (carrier?.kind === 'atLocation') return O.some(carrier.location);
  return carrier?.kind === 'docked'
    ? usableAt({ ...card, zone: { kind: 'aboard', carrier: carrier.facility } }, player, game)
    : O.none;
};

// Rulebook "Special Download": the [DL] card in play and usable by you downloads the card its icon names
/**
 * Right when the special download is legal now, else the rule it breaks.
 * @category predicates
 */
export const checkSpecialDownload =
  (command: SpecialDownload) =>
  (game: GameState): E.Either<RuleError, void> => {
    const source = game.cards[command.source];
    const target = game.cards[command.target];
    if (source === undefined || target === undefined)
      return E.left(ruleError(RULE, 'The [DL] card and its target must be cards of the game.'));
    const location = usableAt(source, command.player, game);
    if (O.isNone(location))
      return E.left(
        ruleError(RULE, `${command.source} is not a personnel or ship in play usable by ${command.player}.`),
      );
    const blueprint = blueprintOf(command.source)(game);
    const title = blueprintOf(command.target)(game).title;
    if (!downloadTargets(blueprint).includes(title))
      return E.left(ruleError(RULE, `${blueprint.title} has no [DL] icon for ${title}.`));
    const destination = { facility: command.facility, affiliation: command.affiliation };
    const from = { specialDownload: keyOf(blueprint, title), location: location.value };
    return checkDownload(command.player, command.target, destination, from)(game);
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
    const blueprint = blueprintOf(command.source)(game);
    const title = blueprintOf(command.target)(game).title;
    const location = usableAt(game.cards[command.source] as CardInstance, command.player, game);
    const from = { specialDownload: keyOf(blueprint, title), location: O.toUndefined(location) };
    const result = download(command.player, command.target, command, from)(game);
    if (E.isLeft(result)) throw new Error(`card.download: ${result.left.rule}: ${result.left.message}`);
    return result.right;
  };

/** Where a [DL] personnel or ship in play is. */
const sourceZones: ReadonlySet<string> = new Set(['aboard', 'planetSurface', 'atLocation', 'docked']);

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
 * Every legal special download of `player` now, exactly: each [DL] personnel's unspent target instance found, to each
 * facility at its location in each printed affiliation, that `checkSpecialDownload` accepts.
 * @category operations
 */
export const specialDownloadCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SpecialDownload> => {
    const out: SpecialDownload[] = [];
    let found: ReadonlyArray<CardId> | undefined;
    for (const card of cardsInPlay(game)) {
      if (card.controller !== player || !sourceZones.has(card.zone.kind)) continue;
      const blueprint = loadCardDatabase().blueprint(card.blueprint);
      const titles = downloadTargets(blueprint);
      if (titles.length === 0) continue;
      const location = usableAt(card, player, game);
      if (O.isNone(location)) continue;
      found ??= searchable(player, game);
      const facilities = cardsInZone({ kind: 'atLocation', location: location.value })(game).filter(
        (id) => blueprintOf(id)(game).type === 'Facility',
      );
      for (const title of titles) {
        if (usedOncePerGame(player, keyOf(blueprint, title))(game)) continue;
        for (const target of found.filter((id) => blueprintOf(id)(game).title === title)) {
          const printed = blueprintOf(target)(game);
          const choices =
            'affiliations' in printed && printed.affiliations.length > 0 ? printed.affiliations : [null];
          for (const facility of facilities)
            for (const affiliation of choices) {
              const command: SpecialDownload = {
                type: 'card.download',
                player,
                source: card.id,
                target,
                facility,
                affiliation,
              };
              if (E.isRight(checkSpecialDownload(command)(game))) out.push(command);
            }
        }
      }
    }
    return out;
  };
