// Rulebook "Sites" (2.11): a site's text may suspend it while its station is not of some affiliation ("Unless station is
// under [Baj] or [Fed] control, Shrine is suspended") or has an icon ("While station has [TE], The Intendant's Quarters
// are suspended"). A suspended site's text does nothing: no one reports there by it, no ship docks there by it.
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { affiliationOfIcon } from '../cards-in-play/compatibility';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { memoize } from '../core/memo';
import { stationOfSite } from '../core/zone-site';
import { sentencesOf } from './reporting';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** When a site's text suspends it: unless its station is of one of these affiliations, or while it has an icon. */
type Suspension =
  | { readonly kind: 'unlessUnder'; readonly affiliations: ReadonlyArray<Affiliation> }
  | { readonly kind: 'whileStationHas'; readonly icon: string };

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

const UNLESS_UNDER = /^Unless station is under ((?:\[\w+\](?: or )?)+) control, .+? is suspended\b/;
const WHILE_HAS = /^While station has \[(\w+)\], .+? (?:is|are) suspended\.$/;

const suspensionsOf: (site: Blueprint) => ReadonlyArray<Suspension> = memoize((site: Blueprint) =>
  sentencesOf(site.text).flatMap((sentence): ReadonlyArray<Suspension> => {
    const unless = UNLESS_UNDER.exec(sentence);
    if (unless !== null) {
      const icons = [...(unless[1] ?? '').matchAll(/\[(\w+)\]/g)].map((m) => m[1] as string);
      return [
        {
          kind: 'unlessUnder',
          affiliations: icons.flatMap((icon) =>
            O.match(
              () => [],
              (a: Affiliation) => [a],
            )(affiliationOfIcon(icon)),
          ),
        },
      ];
    }
    const has = WHILE_HAS.exec(sentence);
    return has === null ? [] : [{ kind: 'whileStationHas', icon: has[1] as string }];
  }),
);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a site in play is suspended by its own text, as its station is now.
 * @category predicates
 */
export const isSiteSuspended =
  (site: CardId) =>
  (game: GameState): boolean => {
    const station = stationOfSite(site)(game);
    if (O.isNone(station)) return false;
    const affiliation = affiliationOf(station.value)(game);
    return suspensionsOf(blueprintOf(site)(game)).some((suspension) =>
      suspension.kind === 'unlessUnder'
        ? affiliation === null || !suspension.affiliations.includes(affiliation)
        : blueprintOf(station.value)(game).icons.includes(suspension.icon),
    );
  };
