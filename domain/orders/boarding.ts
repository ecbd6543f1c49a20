// Rulebook "Compatible" and 10.2.10: who may board a ship or facility at one location (beam, walk, rescue): an
// intruder aboard another player's card, or a personnel compatible with its controller's carrier and crew.
import * as E from 'fp-ts/Either';
import type { Affiliation } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { areAffiliationsCompatibleFor } from '../cards-in-play/compatibility';
import { crewHostOf, crewOf } from '../cards-in-play/presence';
import { blueprintOf, type CardId, type GameState, getCard } from '../core/game-state';
import { memoizePair, memoizeWith } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { crewAtSite } from '../sites/places';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Compatible" and 10.2.10: your personnel may not mix with an incompatible ship, facility or crew of yours;
// "at a site on a Nor" the facility's affiliation is not applicable, nor may you "stop your [Kli] Klingons and [Rom]
// Romulans at the same site"
/**
 * Right when the card may come aboard `carrier` (at `site`, for a station with sites): aboard another player's card it
 * is an intruder (Rulebook 7.1); aboard its controller's own, a personnel must be compatible with the carrier and every
 * personnel of the crew, at a site with every personnel of its controller there.
 * @category predicates
 */
export const checkMayBoard =
  (card: CardId, carrier: CardId, site?: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const controller = getCard(card)(game).controller;
    if (getCard(carrier)(game).controller !== controller) return E.right(undefined);
    if (site !== undefined) return checkMayJoinAtSite(card, carrier, site, game);
    const clash = clashAboard(carrier, affiliationOf(card)(game) ?? NO_AFFILIATION)(game);
    return clash === null
      ? E.right(undefined)
      : E.left(
          ruleError(
            'Compatible',
            `${blueprintOf(card)(game).title} is incompatible with ${blueprintOf(clash)(game).title} aboard ${blueprintOf(carrier)(game).title}`,
          ),
        );
  };

// Rulings "carried ships": personnel aboard a carried ship are also part of the crew of the carrying ship
/**
 * The carrier and its crew, but for crew members of an affiliation already listed: one controller's crew members of
 * one affiliation are alike to `areCompatible`, so the first clash is the same (once per state and carrier). Aboard a
 * ship carried by a ship of the same controller, that carrying ship and its crew too.
 */
const boardingChecks = memoizeWith((carrier) => (game: GameState): ReadonlyArray<CardId> => {
  const seen = new Set<string | null>();
  const checks = [carrier];
  const addCrewOf = (ship: CardId) => {
    for (const id of crewOf(ship)(game)) {
      const affiliation = affiliationOf(id)(game);
      if (seen.has(affiliation)) continue;
      seen.add(affiliation);
      checks.push(id);
    }
  };
  addCrewOf(carrier);
  const host = crewHostOf(carrier)(game);
  if (host !== carrier && getCard(host)(game).controller === getCard(carrier)(game).controller) {
    checks.push(host);
    addCrewOf(host);
  }
  return checks;
});

const NO_AFFILIATION = '';

/**
 * The first of the carrier's boarding checks a card of its controller with this current affiliation (`''` for none) is
 * incompatible with (`areCompatible`: the crew being the controller's, `areAffiliationsCompatibleFor` decides), or
 * null: the same for every such card, so once per state, carrier and affiliation.
 */
const clashAboard = memoizePair((carrier, affiliation) => (game: GameState): CardId | null => {
  const controller = getCard(carrier)(game).controller;
  const own = affiliation === NO_AFFILIATION ? null : (affiliation as Affiliation);
  const clash = boardingChecks(carrier)(game).find(
    (other) => !areAffiliationsCompatibleFor(controller, own, affiliationOf(other)(game))(game),
  );
  return clash ?? null;
});

/** At a site of its controller's station, a personnel joins the crew there only if compatible with each member. */
const checkMayJoinAtSite = (
  card: CardId,
  station: CardId,
  site: CardId,
  game: GameState,
): E.Either<RuleError, void> => {
  const { controller } = getCard(card)(game);
  if (blueprintOf(card)(game).type !== 'Personnel') return E.right(undefined);
  const affiliation = affiliationOf(card)(game);
  const clash = crewAtSite(
    station,
    site,
  )(game).find(
    (other) =>
      other !== card &&
      !areAffiliationsCompatibleFor(controller, affiliation, affiliationOf(other)(game))(game),
  );
  return clash === undefined
    ? E.right(undefined)
    : E.left(
        ruleError(
          '10.2.10 House Arrest',
          `${blueprintOf(card)(game).title} would be incompatible with ${blueprintOf(clash)(game).title} at ${blueprintOf(site)(game).title}`,
        ),
      );
};
