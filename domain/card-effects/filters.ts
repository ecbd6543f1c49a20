// Rulebook "Classification", "Using Skills", 12.3 "your", 12.10 colon rule: what a card text's description of a card
// means (`OFFICER-classification personnel`, "Federation use only", "your ship", `{Treaty}`); a characteristic ("a
// Klingon") is read by domain/cards-in-play/characteristics.ts.
import * as O from 'fp-ts/Option';
import type { Blueprint, CardType, Quadrant } from '../../cards/blueprint';
import type { CardFilter } from '../../cards/language/language';
import { isCrewEliminatedByRogueBorgOf, isRogueBorg } from '../battle-rules/rogue-borg';
import { affiliationOf, isSoongTypeAndroid } from '../cards-in-play/affiliation';
import { isCharacterised } from '../cards-in-play/characteristics';
import { isDamaged } from '../cards-in-play/damage-markers';
import { isUsedAsEquipment } from '../cards-in-play/equipment';
import { isReferencedBy, isUnique, isUniversal } from '../cards-in-play/persona';
import {
  isCloaked,
  isDisabled,
  isInStasis,
  isPlanetFacility,
  isPresentWith,
  isStopped,
} from '../cards-in-play/presence';
import type { FilterContext } from '../core/card-filter';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  opponentOf,
} from '../core/game-state';
import { affiliationsOf } from '../mission-attempt/team';
import { isLanded } from '../orders/land';
import { isPhased, phasedHostOf } from '../orders/phasing';
import { isPlanetLocation } from '../orders/places';
import { nearestOutposts } from '../orders/required-actions';
import { isPersonnelUnopposed } from '../orders/unopposed';
import { isInRegion } from '../spaceline/spaceline';
import { mayCommandeer } from '../special-rules/commandeering';
import { declaredText } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export type { AttributeCheck, FilterContext, SkillCheck } from '../core/card-filter';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "card types": a card "played as" or "used as" another card type counts as both ("Place in hand until played
// as an Event card", "Use as Equipment card")
/**
 * Whether a card is of a type: printed so, or an artifact played as or used as one.
 * @category predicates
 */
export const isOfType =
  (type: CardType) =>
  (card: Blueprint): boolean =>
    card.type === type || usedAs(card) === type;

const usedAs = (card: Blueprint): CardType | null => {
  if (card.type !== 'Artifact') return null;
  if (isUsedAsEquipment(card)) return 'Equipment';
  const text = declaredText(card.id);
  if (O.isNone(text) || text.value.playsAs === undefined) return null;
  return text.value.playsAs === 'event' ? 'Event' : 'Interrupt';
};

// Rulebook "Classification": each personnel has a single classification (each half of a dual-personnel card one)
/**
 * Whether a card is a personnel of this printed classification.
 * @category predicates
 */
export const hasClassification =
  (name: string, id: CardId) =>
  (game: GameState): boolean => {
    const card = blueprintOf(id)(game);
    if (card.type !== 'Personnel') return false;
    return card.members.length > 0
      ? card.members.some((m) => m.classification === name)
      : card.classification === name;
  };

/**
 * Whether a card matches a filter, read by `context.player`.
 * @category predicates
 */
export const matches =
  (filter: CardFilter, id: CardId, context: FilterContext) =>
  (game: GameState): boolean => {
    switch (filter.kind) {
      case 'cardType':
        return isOfType(filter.type)(blueprintOf(id)(game));
      case 'facilityKind': {
        const card = blueprintOf(id)(game);
        return card.type === 'Facility' && card.facilityKind === filter.facilityKind;
      }
      case 'classification':
        return hasClassification(filter.name, id)(game);
      case 'skill':
        return context.hasSkill(id, filter.skill)(game);
      case 'affiliation': {
        const affiliation = affiliationOf(id)(game);
        return affiliation !== null && filter.of.includes(affiliation);
      }
      case 'yours':
        return getCard(id)(game).controller === context.player;
      case 'title':
        return isReferencedBy(filter.title)(blueprintOf(id)(game));
      case 'missionType': {
        const card = blueprintOf(id)(game);
        const isMission = card.type === 'Mission' || card.type === 'Q Mission';
        return isMission && (filter.missionType === 'planet') === (card.missionType !== 'space');
      }
      case 'missionOf': {
        const card = blueprintOf(id)(game);
        return (
          (card.type === 'Mission' || card.type === 'Q Mission') &&
          affiliationsOf(card).includes(filter.affiliation)
        );
      }
      case 'followedOnSpaceline':
        return isFollowed(id, game);
      case 'equipped': {
        const card = blueprintOf(id)(game);
        return (
          card.characteristics.includes(filter.equipment) ||
          ('specialEquipment' in card && card.specialEquipment.includes(filter.equipment))
        );
      }
      // Rulings "Phasing Cloak": phasing and cloaking are separate game conditions (Tachyon Detection Grid)
      case 'damaged':
        return isDamaged(id)(game);
      case 'cloaked':
        return isCloaked(id)(game) && !isPhased(id)(game);
      // Rulebook 7.6 phasing L898: the card is phased, or on or aboard a phased card
      case 'phased':
        return phasedHostOf(id)(game) !== null;
      // Rulebook 10.2.4 Stasis
      case 'inStasis':
        return isInStasis(id)(game);
      // Rulings "Soong-type android"
      case 'soongTypeAndroid':
        return isSoongTypeAndroid(blueprintOf(id)(game));
      // Rulebook 10.2.1 Stopped
      case 'stopped':
        return isStopped(id)(game);
      // Rulebook 10.2.3 Disabled
      case 'disabled':
        return isDisabled(id)(game);
      case 'inOrbit':
        return orbit(id, game) !== null;
      case 'inSpace':
        return isInSpace(id, game);
      // Rulebook "Regions": the card's location is of the region
      case 'inRegion':
        return O.exists((at: LocationId) => isInRegion(filter.region, at)(game))(locationOf(id)(game));
      // Rulebook "Mission Phase" L221: the card's location is on the spaceline of one of the quadrants
      case 'inQuadrant':
        return O.exists((at: LocationId) => isInQuadrant(filter.of, at, game))(locationOf(id)(game));
      case 'empty':
        return cardsIn({ kind: 'aboard', carrier: id })(game).length === 0;
      case 'nothingPlayedOn':
        return cardsIn({ kind: 'playedOn', host: id })(game).length === 0;
      // Rulings "empty ship": no personnel aboard (or Rogue Borg, which battle like personnel)
      case 'occupied':
        return cardsIn({ kind: 'aboard', carrier: id })(game).some(
          (other) => blueprintOf(other)(game).type === 'Personnel' || isRogueBorg(other)(game),
        );
      case 'rogueBorg':
        return isRogueBorg(id)(game);
      case 'crewEliminatedByYourRogueBorg':
        return isCrewEliminatedByRogueBorgOf(context.player, id)(game);
      case 'atOwnersOutpost':
        return atOwnersOutpost(id, game);
      case 'inOrbitWith': {
        const at = orbit(id, game);
        return (
          at !== null &&
          cardsIn({ kind: 'atLocation', location: at })(game).some(
            (other) =>
              other !== id &&
              getCard(other)(game).controller === context.player &&
              orbit(other, game) === at &&
              matches(filter.filter, other, context)(game),
          )
        );
      }
      case 'inAwayTeam': {
        const card = getCard(id)(game);
        if (blueprintOf(id)(game).type !== 'Personnel') return false;
        if (card.zone.kind === 'planetSurface') return true;
        return card.zone.kind === 'aboard' && getCard(card.zone.carrier)(game).controller !== card.controller;
      }
      case 'staffingIcons': {
        const card = blueprintOf(id)(game);
        return card.type === 'Ship' && card.staffing.length >= filter.atLeast;
      }
      case 'atMission':
        return atMission(id, filter.icon, game);
      case 'atMissionMatching':
        return missionsAt(id, game).some((mission) => matches(filter.filter, mission, context)(game));
      case 'mayReturnToOutpost':
        return nearestOutposts(id, filter.affiliation)(game).length > 0;
      case 'playedOnEarlierTurn': {
        const entered = getCard(id)(game).enteredOnTurn;
        return entered !== undefined && entered < game.turn.number;
      }
      case 'characteristic':
        return isCharacterised(filter.name, id)(game);
      case 'universal':
        return isUniversal(blueprintOf(id)(game));
      // Rulebook "Entering Play" L321, L325: enigmas are not unique
      case 'unique':
        return isUnique(blueprintOf(id)(game));
      case 'icon':
        return blueprintOf(id)(game).icons.includes(filter.icon);
      case 'mayCommandeer':
        return mayCommandeer(id)(game);
      case 'unopposed':
        return isPersonnelUnopposed(id)(game);
      // Rulebook 12.4 Present L1232: "Cards that are present together are also 'with' each other"
      case 'presentWith':
        return cardsIn(getCard(id)(game).zone)(game).some(
          (other) =>
            other !== id && isPresentWith(id, other)(game) && matches(filter.filter, other, context)(game),
        );
      case 'aboard': {
        const zone = getCard(id)(game).zone;
        return zone.kind === 'aboard' && matches(filter.filter, zone.carrier, context)(game);
      }
      case 'dockedAt': {
        const zone = getCard(id)(game).zone;
        return zone.kind === 'docked' && matches(filter.filter, zone.facility, context)(game);
      }
      case 'opponents':
        return getCard(id)(game).controller === opponentOf(context.player)(game);
      case 'titleWord':
        return blueprintOf(id)(game)
          .title.split(/[^A-Za-z'-]+/)
          .includes(filter.word);
      // "CUNNING>7"
      case 'attributeAbove':
        return (
          context.attribute !== undefined && context.attribute(id, filter.attribute)(game) > filter.value
        );
      // "SHIELDS<8"
      case 'attributeBelow':
        return (
          context.attribute !== undefined && context.attribute(id, filter.attribute)(game) < filter.value
        );
      case 'not':
        return !matches(filter.filter, id, context)(game);
      case 'anyOf':
        return filter.of.some((f) => matches(f, id, context)(game));
      case 'allOf':
        return filter.of.every((f) => matches(f, id, context)(game));
    }
  };

// Helpers

// Rulebook 7.1.6 Land: a ship in space at a planet location, neither docked nor landed, orbits the planet
// "in space": a ship docked or at a location and not landed; a facility but a headquarters (Rulebook 12.4: on a planet)
const isInSpace = (id: CardId, game: GameState): boolean => {
  const card = getCard(id)(game);
  switch (blueprintOf(id)(game).type) {
    case 'Ship':
      return card.zone.kind === 'docked' || (card.zone.kind === 'atLocation' && !isLanded(id)(game));
    case 'Facility':
      return card.zone.kind === 'atLocation' && !isPlanetFacility(id)(game);
    default:
      return false;
  }
};

const orbit = (id: CardId, game: GameState): LocationId | null => {
  const zone = getCard(id)(game).zone;
  if (blueprintOf(id)(game).type !== 'Ship' || zone.kind !== 'atLocation' || isLanded(id)(game)) return null;
  return isPlanetLocation(zone.location)(game) ? zone.location : null;
};

// a location on the spaceline of one of the quadrants (a time location is on none)
const isInQuadrant = (of: ReadonlyArray<Quadrant>, at: LocationId, game: GameState): boolean =>
  of.some((quadrant) => (game.spacelines[quadrant] ?? []).includes(at));

const isFollowed = (id: CardId, game: GameState): boolean => {
  const zone = getCard(id)(game).zone;
  if (zone.kind !== 'spaceline') return false;
  const quadrant = game.locations[zone.location]?.quadrant;
  const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
  const index = line.indexOf(zone.location);
  return index >= 0 && index < line.length - 1;
};

// "at a [S] mission": a mission at the card's location bears the icon (a dual mission bears both)
const atMission = (id: CardId, icon: 'planet' | 'space', game: GameState): boolean =>
  missionsAt(id, game).some((m) => {
    const mission = blueprintOf(m)(game);
    return mission.type === 'Mission' && (mission.missionType === 'dual' || mission.missionType === icon);
  });

// The mission cards of the card's spaceline location (none off the spaceline)
const missionsAt = (id: CardId, game: GameState): ReadonlyArray<CardId> =>
  O.match(
    () => [],
    (at: LocationId) => game.locations[at]?.missions ?? [],
  )(locationOf(id)(game));

// "their outpost": an outpost of the card's controller at the card's location
const atOwnersOutpost = (id: CardId, game: GameState): boolean => {
  const card = getCard(id)(game);
  const at = locationOf(id)(game);
  if (O.isNone(at)) return false;
  return cardsIn({ kind: 'atLocation', location: at.value })(game).some((other) => {
    const facility = blueprintOf(other)(game);
    return (
      facility.type === 'Facility' &&
      facility.facilityKind === 'Outpost' &&
      getCard(other)(game).controller === card.controller
    );
  });
};
