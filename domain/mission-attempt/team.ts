// Rulebook 7.2 "Attempting a Mission" and 10.2.5 Separated: who attempts (an Away Team on the planet, the crew of
// one ship) and who is still attempting as the dilemmas stop, kill or relocate its members.

import * as O from 'fp-ts/Option';
import type { Affiliation, MissionBlueprint } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { affiliationOfIcon } from '../cards-in-play/compatibility';
import { awayTeamsOnPlanet, crewOf, isSeparated, isWithTeamIn } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../core/game-state';
import { memoize } from '../core/memo';
import { isAllowed } from '../core/permissions';
import type { MissionAttempt } from './model';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const anyAffiliation = /^Any (crew|Away Team|affiliation) may attempt (this )?mission\.$/i;
const iconAliases: Readonly<Record<string, string>> = { NON: 'NA', NA: 'NA', BOR: 'Borg' };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.2: "at least one personnel attempting whose affiliation matches one of the icons (or meets alternate
// qualifications) given in the mission's affiliation box"; only the plain "Any crew may attempt" text is read
/**
 * Whether a personnel's current affiliation matches the mission's affiliation box.
 * @category predicates
 */
export const matchesMission =
  (mission: MissionBlueprint, personnel: CardId) =>
  (game: GameState): boolean => {
    const box = affiliationBoxOf(mission);
    if (box.any) return true;
    const affiliation = affiliationOf(personnel)(game);
    // Espionage: "Your Federation personnel may now attempt this mission"
    if (affiliation !== null && box.affiliations.includes(affiliation)) return true;
    const at = locationOf(personnel)(game);
    const player = getCard(personnel)(game).controller;
    return O.isSome(at) && isAllowed('attempt', { player, card: personnel, location: at.value })(game);
  };

// Rulebook 7.2: the attempt text the affiliation box reads
/**
 * Whether the mission's attempt text is the plain "Any crew (Away Team, affiliation) may attempt mission." that
 * `matchesMission` reads (any other attempt text is not implemented).
 * @category predicates
 */
export const readsAttemptText = (mission: MissionBlueprint): boolean => affiliationBoxOf(mission).any;

// a mission's affiliation box, read once per blueprint
const affiliationBoxOf = memoize((mission: MissionBlueprint) => ({
  any: anyAffiliation.test(mission.attemptText.replace(/\s+/g, ' ').trim()),
  affiliations: affiliationsOf(mission),
}));

/**
 * The affiliations a mission's icons name (`FED` → Federation, `NON` → Non-Aligned).
 * @category predicates
 */
export const affiliationsOf = (mission: MissionBlueprint): ReadonlyArray<Affiliation> =>
  mission.affiliationIcons.flatMap((icon) => {
    const upper = icon.toUpperCase();
    const key = iconAliases[upper] ?? `${upper.charAt(0)}${upper.slice(1).toLowerCase()}`;
    const affiliation = affiliationOfIcon(key);
    return O.isSome(affiliation) ? [affiliation.value] : [];
  });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.2: at a space mission the crew of the ship attempts, without its separated personnel (10.2.5)
/**
 * The personnel of a ship's crew able to attempt a mission.
 * @category operations
 */
export const crewAttempting =
  (ship: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    crewOf(ship)(game).filter((id) => !isSeparated(id)(game));

// Rulebook 7.2: "any single Away Team that is present on the planet's surface may begin a mission attempt"
/**
 * The player's Away Teams on the planet surface, of personnel able to attempt (compatible groups, 10.2.5 Separated).
 * @category operations
 */
export const awayTeamsOnSurface =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<ReadonlyArray<CardId>> =>
    awayTeamsOnPlanet(
      location,
      player,
    )(game)
      .map((team) =>
        team.filter((id) => getCard(id)(game).zone.kind === 'planetSurface' && !isSeparated(id)(game)),
      )
      .filter((team) => team.length > 0);

// Rulebook 10.2.5 Separated and 7.2: "No one remains" once the members are dead, stopped, disabled or relocated;
// Rulings "carried ships": personnel aboard a carried ship are also part of the crew of the carrying ship
/**
 * The attempting team now: the members still where the attempt is made (aboard the ship, or a ship it carries) and
 * not separated.
 * @category operations
 */
export const currentTeam =
  (attempt: Pick<MissionAttempt, 'members' | 'place'>) =>
  (game: GameState): ReadonlyArray<CardId> => {
    return attempt.members.filter((id) => {
      const zone = game.cards[id]?.zone;
      return zone !== undefined && isWithTeamIn(zone, attempt.place)(game) && !isSeparated(id)(game);
    });
  };

/**
 * The mission card of a location the player attempts: their own copy of a shared mission, else the first.
 * @category operations
 */
export const missionCardFor =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): CardId => {
    const missions = game.locations[location]?.missions ?? [];
    const card = missions.find((id) => getCard(id)(game).owner === player) ?? missions[0];
    if (card === undefined) throw new Error(`missionCardFor: unknown location ${location}`);
    return card;
  };

/**
 * The printed mission of a location, as the player attempts it.
 * @category operations
 */
export const missionOf =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): MissionBlueprint =>
    blueprintOf(missionCardFor(location, player)(game))(game) as MissionBlueprint;
