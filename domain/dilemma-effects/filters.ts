// Rulebook "Dilemmas": which cards a dilemma looks at (its pools and filters) and whether the personnel present meet
// its conditions ("unless", "to get past", cures and nullifiers).
import type { CardFilter, Condition, Pool } from '../../cards/language/dilemma-language';
import { affiliationOf } from '../cards-in-play/affiliation';
import { isCharacterised } from '../cards-in-play/characteristics';
import { isInPlay } from '../cards-in-play/persona';
import { aboardCrewHost, isDisabled } from '../cards-in-play/presence';
import { attribute, hasSkill, teamSkillLevel } from '../cards-in-play/skills';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard } from '../core/game-state';
import { type Encounter, selected } from '../mission-attempt/encounter-state';
import { countedMembers, meets } from '../mission-attempt/requirements';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Characteristics", "Using Skills", "Classification": what a dilemma's description of a card means
/**
 * Whether a card matches a filter (a characteristic as Rulebook "Characteristics" reads it, L1112: `Android` matches
 * `Soong-type android`).
 * @category predicates
 */
export const matches =
  (filter: CardFilter, id: CardId) =>
  (game: GameState): boolean => {
    switch (filter.kind) {
      case 'characteristic':
        return isCharacterised(filter.name, id)(game);
      case 'skill':
        return hasSkill(id, filter.skill)(game);
      case 'classification': {
        const blueprint = blueprintOf(id)(game);
        return blueprint.type === 'Personnel' && blueprint.classification === filter.name;
      }
      case 'meets':
        return meets(filter.requirement, [id])(game);
      case 'cardType':
        return blueprintOf(id)(game).type === filter.type;
      case 'not':
        return !matches(filter.filter, id)(game);
      case 'anyOf':
        return filter.of.some((f) => matches(f, id)(game));
      case 'allOf':
        return filter.of.every((f) => matches(f, id)(game));
      case 'icon':
        return blueprintOf(id)(game).icons.includes(filter.icon);
      case 'disabled':
        return isDisabled(id)(game);
      // Hunter Gangs: "escapes if CUNNING even, killed if odd"
      case 'odd':
        return Math.abs(attribute(id, filter.attribute)(game)) % 2 === 1;
      // Portal Guard: "beam up or die": those still on the planet
      case 'onPlanet':
        return getCard(id)(game).zone.kind === 'planetSurface';
      // Rulebook "Universal": the [Univ] icon, a card printed universal
      case 'universal':
        return blueprintOf(id)(game).uniqueness === 'universal';
      case 'affiliation':
        return affiliationsOf(id, game).includes(filter.name);
      case 'titled':
        return blueprintOf(id)(game).title === filter.title;
    }
  };

// Rulebook "Affiliation": a card in play has its current affiliation; one in hand or deck its printed icons
const affiliationsOf = (id: CardId, game: GameState): ReadonlyArray<string> => {
  const current = isInPlay(getCard(id)(game)) ? affiliationOf(id)(game) : null;
  if (current !== null) return [current];
  const printed = blueprintOf(id)(game);
  return 'affiliations' in printed ? printed.affiliations : [];
};

// Rulebook "Dilemmas": conditions are met by the personnel present (the crew or Away Team facing the dilemma)
/**
 * Whether the condition holds for the encounter's team (or the named selection).
 * @category predicates
 */
export const holds =
  (condition: Condition, encounter: Encounter) =>
  (game: GameState): boolean => {
    switch (condition.kind) {
      case 'requires': {
        const who = condition.of === undefined ? encounter.team(game) : selected(encounter, condition.of);
        return meets(condition.requirement, who)(game);
      }
      case 'count':
        return (
          encounter.team(game).filter((id) => matches(condition.filter, id)(game)).length >= condition.atLeast
        );
      case 'missionCompleted':
        return (game.locations[encounter.location]?.completedBy ?? null) !== null;
      // Worshiper: "If Away Team's Greed>Honor" (skill levels of the personnel present that count, Rulebook 10.2.5)
      case 'moreSkill': {
        const team = countedMembers(encounter.team(game))(game);
        return teamSkillLevel(team, condition.skill)(game) > teamSkillLevel(team, condition.than)(game);
      }
      // Birth of "Junior": "if reduced to 0": the dilemma's ship's attribute after modifiers (Rulebook 12.11)
      case 'shipAttributeAtMost':
        return (
          encounter.ship !== null && attribute(encounter.ship, condition.attribute)(game) <= condition.value
        );
      case 'affectedAboardOutpost': {
        const affected = poolOf({ kind: 'affected' }, encounter)(game);
        return affected.length > 0 && affected.every((id) => isAboardOutpostOf(id, encounter.player, game));
      }
      case 'and':
        return condition.of.every((c) => holds(c, encounter)(game));
      case 'or':
        return condition.of.some((c) => holds(c, encounter)(game));
    }
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The cards a pool names now, in zone order.
 * @category operations
 */
export const poolOf =
  (pool: Pool, encounter: Encounter) =>
  (game: GameState): ReadonlyArray<CardId> => {
    switch (pool.kind) {
      case 'team':
        return encounter.team(game);
      case 'selection':
        return selected(encounter, pool.name);
      // Rulings "carried ships": the crew aboard the ships it carries are aboard with its crew
      case 'lifeAboardShip':
        return encounter.ship === null ? [] : personnel(aboardCrewHost(encounter.ship)(game), game);
      case 'awayTeamsHere':
        return personnel(cardsIn({ kind: 'planetSurface', location: encounter.location })(game), game);
      case 'affected':
        return (game.cards[encounter.dilemma]?.affects?.cards ?? []).filter(
          (id) => game.cards[id] !== undefined,
        );
      // The Gatherers: "discard all Equipment and Artifacts in Away Team" (Rulebook 12.4 Present)
      case 'withTeam':
        return placeOfTeam(encounter, game).filter(
          (id) =>
            blueprintOf(id)(game).type !== 'Personnel' && getCard(id)(game).controller === encounter.player,
        );
      case 'hand':
        return cardsIn({ kind: 'hand', player: encounter.player })(game);
      case 'equipmentWithTeam':
        return placeOfTeam(encounter, game).filter(
          (id) =>
            blueprintOf(id)(game).type === 'Equipment' && getCard(id)(game).controller === encounter.player,
        );
    }
  };

/** The cards where the team is: aboard its ship (and the ships it carries), or on the planet surface. */
const placeOfTeam = (encounter: Encounter, game: GameState): ReadonlyArray<CardId> =>
  encounter.ship === null
    ? cardsIn({ kind: 'planetSurface', location: encounter.location })(game)
    : aboardCrewHost(encounter.ship)(game);

// REM Fatigue Hallucinations: "boarding your outpost"
const isAboardOutpostOf = (id: CardId, player: string, game: GameState): boolean => {
  const zone = getCard(id)(game).zone;
  if (zone.kind !== 'aboard') return false;
  const carrier = blueprintOf(zone.carrier)(game);
  return (
    carrier.type === 'Facility' &&
    carrier.facilityKind === 'Outpost' &&
    getCard(zone.carrier)(game).controller === player
  );
};

const personnel = (ids: ReadonlyArray<CardId>, game: GameState): ReadonlyArray<CardId> =>
  ids.filter((id) => blueprintOf(id)(game).type === 'Personnel');
