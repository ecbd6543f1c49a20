// Rulebook "Facility Phase" and Current Rulings "facilities": an outpost reading "Seed one OR build where you have a
// <affiliation> ENGINEER" may be built during the play phase (as a card play) at a location in its native quadrant
// where you have an ENGINEER of that affiliation, and not where you already own a facility. Other building texts
// ("build at such a mission", "Build on any planet mission you completed", icon-only requirements such as [TE])
// are card text the engine does not read yet: those facilities may not be built. A Nor whose text reads "Seeds or
// plays at …" is played the same way, where its text says and with no ENGINEER (domain/sites/station-seeding.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Affiliation, Blueprint, FacilityBlueprint } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { affiliationOfIcon } from '../cards-in-play/compatibility';
import { isInPlay } from '../cards-in-play/persona';
import { canAct } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../core/game-state';
import { memoizeWith } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkStationLocation, playsDuringGame } from '../sites/station-seeding';
import { missionsFor } from './facility-seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const BUILD_TEXT = /\bbuild where you have an? (\S+) ENGINEER\b/i;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The affiliation of the ENGINEER a facility's "build where you have a <affiliation> ENGINEER" text asks for; none
 * when the card has no such text, or names something that is not one of its printed affiliations.
 * @category predicates
 */
export const buildingAffiliation = (card: Blueprint): O.Option<Affiliation> => {
  if (card.type !== 'Facility') return O.none;
  const named = BUILD_TEXT.exec(card.text)?.[1];
  if (named === undefined) return O.none;
  const icon = /^\[(\w+)\]$/.exec(named)?.[1];
  const affiliation = icon === undefined ? O.some(named) : affiliationOfIcon(icon);
  return O.filter((a: Affiliation) => card.affiliations.includes(a))(affiliation);
};

/**
 * Whether `player` has an ENGINEER of `affiliation` at the location, able to act (Rulebook 10.2.3 Disabled).
 * @category predicates
 */
export const hasEngineerAt =
  (player: PlayerId, affiliation: Affiliation, location: LocationId) =>
  (game: GameState): boolean =>
    engineerLocations(`${player}\0${affiliation}`)(game).has(location);

/** The locations where a player has an ENGINEER of an affiliation able to act (`<player>\0<affiliation>`), once per state. */
const engineerLocations = memoizeWith((key: string) => (game: GameState): ReadonlySet<LocationId> => {
  const [player, affiliation] = key.split('\0');
  const locations = new Set<LocationId>();
  for (const card of Object.values(game.cards)) {
    if (
      card.controller !== player ||
      affiliationOf(card.id)(game) !== affiliation ||
      !isInPlay(card) ||
      blueprintOf(card.id)(game).type !== 'Personnel' ||
      !canAct(card.id)(game) ||
      !hasSkill(card.id, 'ENGINEER')(game)
    )
      continue;
    const at = locationOf(card.id)(game);
    if (O.isSome(at)) locations.add(at.value);
  }
  return locations;
});

const ownsFacilityAt =
  (player: PlayerId, location: LocationId) =>
  (game: GameState): boolean =>
    cardsIn({ kind: 'atLocation', location })(game).some(
      (id) => game.cards[id]?.owner === player && blueprintOf(id)(game).type === 'Facility',
    );

// Rulebook "Facility Phase": native quadrant; never where you already own a facility; the card's build text
/**
 * Right when `player` may build the facility `card` at `location` in `affiliation`, else the rule it breaks.
 * Uniqueness is the caller's (`Persona.canEnterPlay`).
 * @category predicates
 */
export const canBuild =
  (player: PlayerId, card: CardId, location: LocationId, affiliation: Affiliation) =>
  (game: GameState): E.Either<RuleError, void> => {
    const facility = blueprintOf(card)(game) as FacilityBlueprint;
    const at = game.locations[location];
    if (at === undefined)
      return E.left(ruleError('Facility Phase', `${location} is not a spaceline location.`));
    const needed = buildingAffiliation(facility);
    if (O.isNone(needed) && !playsDuringGame(facility))
      return E.left(
        ruleError(
          'Facility Phase',
          `${facility.title}'s text gives no way to build it that the engine implements.`,
        ),
      );
    if (!facility.affiliations.includes(affiliation))
      return E.left(
        ruleError('Multi-affiliation cards', `${facility.title} cannot be built as ${affiliation}.`),
      );
    if (facility.quadrant !== at.quadrant)
      return E.left(
        ruleError(
          'Facility Phase',
          `${facility.title} must be built in its native quadrant (${facility.quadrant}).`,
        ),
      );
    if (ownsFacilityAt(player, location)(game))
      return E.left(
        ruleError('Facility Phase', 'You may not build a facility at a location where you already own one.'),
      );
    if (O.isNone(needed)) return checkStationLocation(facility, missionsFor(player, location)(game), true);
    if (!hasEngineerAt(player, needed.value, location)(game))
      return E.left(
        ruleError(
          'Facility Phase',
          `${facility.title} is built only where you have a ${needed.value} ENGINEER.`,
        ),
      );
    return E.right(undefined);
  };
