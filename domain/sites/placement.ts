// Rulebook "Facility Phase" (sites, L271-275) and "Sites": a site is added to any Nor where it is allowed to play, "no
// matter which player seeded that facility", in the station's line; "the Sites from each level must be grouped by
// level, in that order"; a site may be inserted between others "as long as you keep Sites from the same level
// adjacent"; unique per station unless ❖ universal. Besides the site's printed placement (domain/sites/station-sites.ts),
// the texts read here as data:
//   a station's  "{Quark's Bar} may seed or play here."                        (Mirror Terok Nor)
//                "{Ops} may only seed or play here if [TE] in gametext."      (Mirror Terok Nor)
//                "[eDS9] {Ops} may not seed or play on this Nor."             (Alliance Nor)
//   a site's     "This site is always the "innermost" site of any Nor"        (Commander's Office)
//                "This site must be placed adjacent to {Quark's Bar} (or another Holosuite)."   (Holosuite)
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { canAddSite, isReferencedBy } from '../cards-in-play/persona';
import { record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import {
  isNor,
  SITE_LEVELS,
  type SitePlacement,
  siteAllowedOn,
  sitePlacement,
  sitesOf,
} from './station-sites';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const SITES = 'Sites';
const PLACEMENT = 'Facility Phase';

const MAY_PLAY_HERE = /\{([^{}]+)\} may seed or play here\./g;
const ONLY_IF_ICON = /\{([^{}]+)\} may only seed or play here if \[(\w+)\] in gametext\./g;
const MAY_NOT_PLAY = /(?:\[(\w+)\] )?\{([^{}]+)\} may not seed or play on this Nor\./g;
const INNERMOST = /This site is always the "innermost" site of any Nor \([^()]*\)\./;
const ADJACENT = /This site must be placed adjacent to \{([^{}]+)\} \(or another ([^()]+)\)\./;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Facility Phase": "Each site may be added to any facility where it is allowed to play (identified on the
// lower left corner of the Site card)"; the station's own text may add or forbid sites
/**
 * Right when the site may be added to the station: its printed placement names it, or the station's text lets it
 * seed or play there; and the station's text does not forbid it. Else the rule.
 * @category predicates
 */
export const checkSiteOnStation =
  (site: Blueprint) =>
  (station: Blueprint): E.Either<RuleError, void> => {
    const fail = (message: string) => E.left(ruleError(PLACEMENT, message));
    if (!isNor(station)) return fail(`${station.title} is not a Nor-type station: only Nors have sites.`);
    if (O.isNone(sitePlacement(site))) return fail(`${site.title} names no station it plays on.`);
    const invited = [...station.text.matchAll(MAY_PLAY_HERE)].some((m) => isReferencedBy(m[1] ?? '')(site));
    if (!invited && !siteAllowedOn(site)(station))
      return fail(
        `${site.title} may not be added to ${station.title} (its lower left corner names the stations).`,
      );
    const onlyIf = [...station.text.matchAll(ONLY_IF_ICON)].find(
      (m) => isReferencedBy(m[1] ?? '')(site) && !site.text.includes(`[${m[2]}]`),
    );
    if (onlyIf !== undefined)
      return fail(
        `${station.title}: ${site.title} may only seed or play here if [${onlyIf[2]}] is in its gametext.`,
      );
    const forbidden = [...station.text.matchAll(MAY_NOT_PLAY)].some(
      (m) => isReferencedBy(m[2] ?? '')(site) && (m[1] === undefined || site.icons.includes(m[1])),
    );
    return forbidden
      ? fail(`${station.title}: ${site.title} may not seed or play on this Nor.`)
      : E.right(undefined);
  };

const levelIndex = (site: Blueprint): number =>
  O.match(
    () => -1,
    (p: SitePlacement) => SITE_LEVELS.indexOf(p.level),
  )(sitePlacement(site));

// Commander's Office: "This site is always the "innermost" site of any Nor"; Holosuite: "must be placed adjacent to
// {Quark's Bar} (or another Holosuite)"
const breaksOwnText = (line: ReadonlyArray<Blueprint>, i: number): O.Option<string> => {
  const site = line[i] as Blueprint;
  if (INNERMOST.test(site.text) && i > 0)
    return O.some(`${site.title} is always the innermost site of a Nor.`);
  const adjacent = ADJACENT.exec(site.text);
  if (adjacent === null) return O.none;
  const neighbours = [line[i - 1], line[i + 1]].filter((b): b is Blueprint => b !== undefined);
  const titles = [adjacent[1] ?? '', adjacent[2] ?? ''];
  return neighbours.some((n) => titles.some((t) => isReferencedBy(t)(n)))
    ? O.none
    : O.some(`${site.title} must be adjacent to {${titles[0]}} or another ${titles[1]}.`);
};

// Rulebook "Facility Phase": the sites of each level grouped, the levels in order (Ops Module, Promenade, Habitat
// Ring, Docking Ring); and what the sites' own texts say of their place in the line
/**
 * Right when a station's line of sites (left to right) is in order, else the rule it breaks.
 * @category predicates
 */
export const checkLine = (line: ReadonlyArray<Blueprint>): E.Either<RuleError, void> => {
  for (let i = 0; i < line.length; i++) {
    const site = line[i] as Blueprint;
    const previous = line[i - 1];
    if (previous !== undefined && levelIndex(previous) > levelIndex(site))
      return E.left(
        ruleError(
          PLACEMENT,
          `Sites are grouped by level in the order ${SITE_LEVELS.join(', ')}: ${site.title} may not follow ${previous.title}.`,
        ),
      );
    const broken = breaksOwnText(line, i);
    if (O.isSome(broken)) return E.left(ruleError(SITES, broken.value));
  }
  return E.right(undefined);
};

// the station in play, the site allowed on it and not there yet: the station's line, else the rule
const lineFor =
  (site: CardId, station: CardId) =>
  (game: GameState): E.Either<RuleError, ReadonlyArray<Blueprint>> => {
    const host = game.cards[station];
    if (host === undefined || host.zone.kind !== 'atLocation')
      return E.left(ruleError(PLACEMENT, `${station} is not a facility in play.`));
    const blueprint = blueprintOf(site)(game);
    const onStation = checkSiteOnStation(blueprint)(blueprintOf(station)(game));
    if (E.isLeft(onStation)) return onStation;
    const unique = canAddSite(blueprint.id, station)(game);
    if (E.isLeft(unique)) return unique;
    return E.right(sitesOf(station)(game).map((id) => blueprintOf(id)(game)));
  };

/**
 * Right when the site card may be added to the station in play at `position` of its line (0 the innermost, the
 * number of its sites the outermost), else the rule: station, placement, uniqueness per station, line order.
 * @category predicates
 */
export const checkSiteAt =
  (site: CardId, station: CardId, position: number) =>
  (game: GameState): E.Either<RuleError, void> => {
    const line = lineFor(site, station)(game);
    if (E.isLeft(line)) return line;
    if (!Number.isInteger(position) || position < 0 || position > line.right.length)
      return E.left(
        ruleError(PLACEMENT, `${station}'s line has no position ${position} (0 to ${line.right.length}).`),
      );
    return checkLine(inserted(line.right, blueprintOf(site)(game), position));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every position of the station's line where the site card may be added now (none if it may not be added at all).
 * @category operations
 */
export const sitePositions =
  (site: CardId, station: CardId) =>
  (game: GameState): ReadonlyArray<number> => {
    const line = lineFor(site, station)(game);
    if (E.isLeft(line)) return [];
    const blueprint = blueprintOf(site)(game);
    const positions: number[] = [];
    for (let position = 0; position <= line.right.length; position++)
      if (E.isRight(checkLine(inserted(line.right, blueprint, position)))) positions.push(position);
    return positions;
  };

/**
 * Every Nor-type station in play, whoever seeded or controls it: the stations sites may be added to.
 * @category operations
 */
export const norsInPlay = (game: GameState): ReadonlyArray<CardId> =>
  Object.keys(game.locations).flatMap((location) =>
    cardsIn({ kind: 'atLocation', location })(game).filter((id) => isNor(blueprintOf(id)(game))),
  );

// Rulebook "Facility Phase": "Sites are added to a facility in a line associated with that facility"; the site's
// owner is who seeded or played it
/**
 * The game with a legal site added face up to the station's line at `position`, and the chronicle entry
 * `p1 seeds Ops on Deep Space 9, 1st of 2` (`verb` `seeds` or `plays`).
 * @category operations
 */
export const addSite =
  (player: PlayerId, site: CardId, station: CardId, position: number, verb: 'seeds' | 'plays') =>
  (game: GameState): GameState => {
    const added = updateCard(site, (c) => ({ ...c, faceUp: true, enteredOnTurn: game.turn.number }))(
      moveCard(site, { kind: 'playedOn', host: station }, position)(game),
    );
    const count = sitesOf(station)(added).length;
    const [title, host] = [blueprintOf(site)(game).title, blueprintOf(station)(game).title];
    return record(`${player} ${verb} ${title} on ${host}, ${ordinal(position + 1)} of ${count}`, site)(added);
  };

const ordinal = (n: number): string => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * A station's text less the site clauses read here (what may or may not seed or play on it), for `stccg coverage`.
 * @category operations
 */
export const withoutStationSiteClauses = (text: string): string =>
  text
    .replace(MAY_PLAY_HERE, '')
    .replace(ONLY_IF_ICON, '')
    .replace(MAY_NOT_PLAY, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A site's text less what is read as its placement (its lower left corner, its own place in the line), for
 * `stccg coverage`; the whole text when it names no placement.
 * @category operations
 */
export const withoutSitePlacement = (site: Blueprint): string => {
  if (O.isNone(sitePlacement(site))) return site.text;
  const corner = site.text.lastIndexOf('. ');
  return (corner < 0 ? '' : site.text.slice(0, corner + 1))
    .replace(INNERMOST, '')
    .replace(ADJACENT, '')
    .replace(/\s+/g, ' ')
    .trim();
};

const inserted = <A>(line: ReadonlyArray<A>, item: A, position: number): ReadonlyArray<A> => [
  ...line.slice(0, position),
  item,
  ...line.slice(position),
];
