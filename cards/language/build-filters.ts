// Constructors for the card text language's filters and crew needs (cards/language/filter-language.ts), so that
// declarations read like the printed text: `onCard(allOf(ofType('Ship'), yours))`, `aboard('Diplomacy', 2)`.
import type { Affiliation, Attribute, CardType, FacilityKind, Quadrant, ShipAttribute } from '../blueprint';
import type { CardFilter, CrewNeed } from './language';

// -------------------------------------------------------------------------------------
// constructors: filters
// -------------------------------------------------------------------------------------

export const ofType = (type: CardType): CardFilter => ({ kind: 'cardType', type });
export const facility = (facilityKind: FacilityKind): CardFilter => ({ kind: 'facilityKind', facilityKind });
export const classification = (name: string): CardFilter => ({ kind: 'classification', name });
export const hasSkill = (skill: string): CardFilter => ({ kind: 'skill', skill });
export const affiliation = (...of: ReadonlyArray<Affiliation>): CardFilter => ({ kind: 'affiliation', of });
export const yours: CardFilter = { kind: 'yours' };
export const titled = (title: string): CardFilter => ({ kind: 'title', title });
export const titleWord = (word: string): CardFilter => ({ kind: 'titleWord', word });
/** "CUNNING>7": the attribute after modifiers above the value (read by card-text selections only). */
export const attributeAbove = (attribute: Attribute | ShipAttribute, value: number): CardFilter => ({
  kind: 'attributeAbove',
  attribute,
  value,
});
/** "SHIELDS<8": the attribute after modifiers below the value (read by card-text selections only). */
export const attributeBelow = (attribute: Attribute | ShipAttribute, value: number): CardFilter => ({
  kind: 'attributeBelow',
  attribute,
  value,
});
export const missionType = (type: 'planet' | 'space'): CardFilter => ({
  kind: 'missionType',
  missionType: type,
});
export const missionOf = (affiliation: Affiliation): CardFilter => ({ kind: 'missionOf', affiliation });
export const followedOnSpaceline: CardFilter = { kind: 'followedOnSpaceline' };
export const equipped = (equipment: string): CardFilter => ({ kind: 'equipped', equipment });
export const cloaked: CardFilter = { kind: 'cloaked' };
/** Rulebook 7.6: phased, or on or aboard a phased card. */
export const phased: CardFilter = { kind: 'phased' };
export const inStasis: CardFilter = { kind: 'inStasis' };
/** Rulings "Soong-type android": its lore says "Soong-type" or "created by Dr. Noonien Soong". */
export const soongTypeAndroid: CardFilter = { kind: 'soongTypeAndroid' };
/** Rulebook 10.2.1 Stopped. */
export const stopped: CardFilter = { kind: 'stopped' };
/** Rulebook 10.2.3 Disabled. */
export const disabled: CardFilter = { kind: 'disabled' };
/** Rulebook 10.2.3, 10.2.4: neither disabled nor in stasis, a card that may be used (its skills lent). */
export const ableToAct: CardFilter = { kind: 'not', filter: { kind: 'anyOf', of: [disabled, inStasis] } };
export const inOrbit: CardFilter = { kind: 'inOrbit' };
/** "ships and facilities in space": not landed, carried nor a headquarters on the planet. */
export const inSpace: CardFilter = { kind: 'inSpace' };
/** Rulebook "Regions": at a location of the region ("in the Badlands Region"). */
export const inRegion = (region: string): CardFilter => ({ kind: 'inRegion', region });
/** Rulebook "Mission Phase" L219, L221: at a spaceline location of one of these quadrants ("If in [GQ]": `inQuadrant('Gamma')`; "in Gamma or Delta Quadrant"). */
export const inQuadrant = (...of: ReadonlyArray<Quadrant>): CardFilter => ({ kind: 'inQuadrant', of });
export const empty: CardFilter = { kind: 'empty' };
export const nothingPlayedOn: CardFilter = { kind: 'nothingPlayedOn' };
export const atOwnersOutpost: CardFilter = { kind: 'atOwnersOutpost' };
export const inOrbitWith = (filter: CardFilter): CardFilter => ({ kind: 'inOrbitWith', filter });
export const inAwayTeam: CardFilter = { kind: 'inAwayTeam' };
export const staffingIcons = (atLeast: number): CardFilter => ({ kind: 'staffingIcons', atLeast });
export const atMission = (icon: 'planet' | 'space'): CardFilter => ({ kind: 'atMission', icon });
/** Rulebook 12.4 Present: with another card that matches ("if with {Korris}": `presentWith(titled('Korris'))`). */
export const presentWith = (filter: CardFilter): CardFilter => ({ kind: 'presentWith', filter });
/** At a location whose mission card matches ("At [CAR]": `atMissionMatching(missionOf('Cardassian'))`). */
export const atMissionMatching = (filter: CardFilter): CardFilter => ({ kind: 'atMissionMatching', filter });
export const mayReturnToOutpost = (affiliation: Affiliation): CardFilter => ({
  kind: 'mayReturnToOutpost',
  affiliation,
});
export const characteristic = (name: string): CardFilter => ({ kind: 'characteristic', name });
export const universal: CardFilter = { kind: 'universal' };
export const unique: CardFilter = { kind: 'unique' };
export const mayCommandeer: CardFilter = { kind: 'mayCommandeer' };
export const unopposed: CardFilter = { kind: 'unopposed' };
export const isAboard = (filter: CardFilter): CardFilter => ({ kind: 'aboard', filter });
export const dockedAt = (filter: CardFilter): CardFilter => ({ kind: 'dockedAt', filter });
export const opponents: CardFilter = { kind: 'opponents' };
export const not = (filter: CardFilter): CardFilter => ({ kind: 'not', filter });
export const anyOf = (...of: ReadonlyArray<CardFilter>): CardFilter => ({ kind: 'anyOf', of });
export const allOf = (...of: ReadonlyArray<CardFilter>): CardFilter => ({ kind: 'allOf', of });

/** "unless 2 Diplomacy aboard". */
export const aboard = (skill: string, count = 1): CrewNeed => ({ skill, count });
