// The typed card records (blueprints) the importer generates from the trekcc CSV export.
// A blueprint is what is printed on a card; a card instance in a game points at one by `BlueprintId`.

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Stable blueprint id: `<release>/<image file>`, e.g. `premiere/jeanlucpicard`. */
export type BlueprintId = string;

/** Rulebook "Affiliation": the faction a personnel, ship or facility belongs to, as printed (`Federation`, `Non-Aligned`). */
export type Affiliation = string;

/** Rulebook "Quadrant": Alpha unless a card's icon says otherwise. */
export type Quadrant = 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';

/** Rulebook "Staffing": the icons a personnel provides and a ship requires. */
export type StaffingIcon = 'Cmd' | 'Stf' | string;

/** Icons printed on a card, as written between brackets in the CSV without the brackets, e.g. `AU`, `Holo`, `DQ`. */
export type Icon = string;

/** Rulebook "Using Skills": a skill with its level (`Diplomacy x 2` is Diplomacy at level 2). */
export interface SkillLevel {
  readonly skill: string;
  readonly level: number;
}

export type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';

/** A mission's or dilemma's requirements as an expression tree (`Geology + Honor + INTEGRITY>35`, with `OR`). */
export type Requirement =
  | { readonly kind: 'all'; readonly of: ReadonlyArray<Requirement> }
  | { readonly kind: 'any'; readonly of: ReadonlyArray<Requirement> }
  | { readonly kind: 'skill'; readonly skill: string; readonly count: number }
  | { readonly kind: 'attribute'; readonly attribute: Attribute; readonly greaterThan: number }
  | { readonly kind: 'card'; readonly title: string };

export type CardType =
  | 'Personnel'
  | 'Ship'
  | 'Facility'
  | 'Mission'
  | 'Dilemma'
  | 'Artifact'
  | 'Equipment'
  | 'Event'
  | 'Interrupt'
  | 'Incident'
  | 'Objective'
  | 'Doorway'
  | 'Site'
  | 'Tactic'
  | 'Tribble'
  | 'Trouble'
  | 'Time Location'
  | 'Q Event'
  | 'Q Interrupt'
  | 'Q Dilemma'
  | 'Q Artifact'
  | 'Q Mission'
  | 'Interrupt/Event'
  | 'Damage Marker';

/** Rulebook "Uniqueness": a printed ❖ (universal) or ✶ (enigma) marker, or none. */
export type UniquenessMarker = 'universal' | 'enigma' | 'none';

/** What every card has. */
export interface BlueprintBase {
  readonly id: BlueprintId;
  /** The card's title without the variant marker. */
  readonly title: string;
  /** True when the export marks this row as a variant printing (trailing `*`). */
  readonly variant: boolean;
  readonly release: string;
  /** Physical (Decipher) or virtual (Continuing Committee) card. */
  readonly origin: 'physical' | 'virtual';
  /** Formats the card is legal in, e.g. `Trad_Modern_Open_Warp`. */
  readonly formats: string;
  readonly collectorInfo: string;
  readonly property: string;
  readonly uniqueness: UniquenessMarker;
  readonly icons: ReadonlyArray<Icon>;
  readonly characteristics: ReadonlyArray<string>;
  /** Rulebook "Persona": the persona named by the export's Persona column, if any. */
  readonly persona: string | null;
  /** Names in bold in the lore (the export's Names column). */
  readonly loreNames: ReadonlyArray<string>;
  readonly lore: string;
  /** Printed game text, as in the export. */
  readonly text: string;
}

export interface PersonnelBlueprint extends BlueprintBase {
  readonly type: 'Personnel';
  readonly affiliations: ReadonlyArray<Affiliation>;
  readonly classification: string;
  /** Classification and skills with their levels, in printed order; the classification comes first. */
  readonly skills: ReadonlyArray<SkillLevel>;
  /** Special skills and other game text the parser keeps as text (e.g. `DL/ {Card}`). */
  readonly specialSkills: ReadonlyArray<string>;
  readonly integrity: number;
  readonly cunning: number;
  readonly strength: number;
  /** Staffing icons this personnel provides ([Cmd], [Stf], …). */
  readonly staffing: ReadonlyArray<StaffingIcon>;
  readonly quadrant: Quadrant;
  /** Ships or personnel this personnel commands (matching commander). */
  readonly commands: ReadonlyArray<string>;
  /** Facilities this personnel may report to, when the card names them. */
  readonly reports: string;
}

export interface ShipBlueprint extends BlueprintBase {
  readonly type: 'Ship';
  readonly affiliations: ReadonlyArray<Affiliation>;
  readonly shipClass: string;
  readonly range: number;
  readonly weapons: number;
  readonly shields: number;
  /** Staffing icons required to fly; empty when the ship has no staffing requirement. */
  readonly staffing: ReadonlyArray<StaffingIcon>;
  /** Special equipment such as Cloaking Device, Tractor Beam, Holodeck. */
  readonly specialEquipment: ReadonlyArray<string>;
  readonly quadrant: Quadrant;
}

export type FacilityKind = 'Outpost' | 'Headquarters' | 'Station' | 'Other';

export interface FacilityBlueprint extends BlueprintBase {
  readonly type: 'Facility';
  readonly facilityKind: FacilityKind;
  /** The export's Class column as printed (e.g. `Outpost`, `Headquarters: Bajor`). */
  readonly facilityClass: string;
  readonly affiliations: ReadonlyArray<Affiliation>;
  readonly shields: number;
  readonly quadrant: Quadrant;
}

export type LocationType = 'planet' | 'space' | 'dual';

export interface MissionBlueprint extends BlueprintBase {
  readonly type: 'Mission' | 'Q Mission';
  readonly missionType: LocationType;
  /** Affiliation icons in the mission's icon box, e.g. `FED`, `KLI`; empty for none. */
  readonly affiliationIcons: ReadonlyArray<string>;
  /** The point box; null when the mission has none and can never be solved. */
  readonly points: number | null;
  readonly region: string | null;
  readonly quadrant: Quadrant;
  readonly span: number;
  readonly homeworld: boolean;
  /** Parsed requirements, or null when the mission has none. */
  readonly requirements: Requirement | null;
  /** The requirement text as printed. */
  readonly requirementText: string;
  /** Game text after the requirements (e.g. special rules of the mission). */
  readonly missionText: string;
}

export interface DilemmaBlueprint extends BlueprintBase {
  readonly type: 'Dilemma' | 'Q Dilemma';
  readonly dilemmaType: LocationType;
}

export interface OtherBlueprint extends BlueprintBase {
  readonly type: Exclude<
    CardType,
    'Personnel' | 'Ship' | 'Facility' | 'Mission' | 'Q Mission' | 'Dilemma' | 'Q Dilemma'
  >;
  /** Affiliations or stats printed on the card, when it has any (e.g. a site's station). */
  readonly affiliations: ReadonlyArray<Affiliation>;
}

/** Every card is one of these, discriminated by `type`. */
export type Blueprint =
  | PersonnelBlueprint
  | ShipBlueprint
  | FacilityBlueprint
  | MissionBlueprint
  | DilemmaBlueprint
  | OtherBlueprint;
